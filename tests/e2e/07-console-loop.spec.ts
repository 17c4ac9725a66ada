// The whole loop between a researcher and staff, staff acting only through the console. In
// Chinese: a new researcher (its own account, signed in through the API, with a phone and a
// nickname) submits a report on the public site for the double-coin activity (its copy is sent
// through the API), staff find it in the inbox and both in the triage queue by keyword, reply in the
// thread and leave an internal note, start the review, confirm and rate the first one (the dialog
// previews the coins) and mark the second a duplicate of it. The researcher then sees the new state,
// the notice, the coins and the monthly ranking, never the internal note, and the original's id and
// date on the duplicate; redeems a physical gift with the coins in the list's exchange dialog, staff ship it
// with a tracking number the researcher reads. In English, where the server writes its own texts
// (the notice, the duplicate's reason): staff rate a report and mark its copy a duplicate in the
// English console, and the researcher reads the English notice, coins and duplicate line.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { actOnReport, newResearcher, ok, STAFF_STATE, staffApi, submitReport, uniqueTag, type ApiSession, type Researcher } from './seed';
import { consoleUrl, type Lang } from './support-console';
import { expectAccessible, newPage, screenshot } from './support';
import { fillReport, sendReport } from './steps-report';
import { expectTrackingInRecords, physicalGift, redeemPhysicalGift, shipOrder } from './steps-gift';

const TEXT = {
  zh: {
    activity: '参与活动',
    // The researcher's side.
    activityName: '双倍安全币挑战赛',
    confirmed: '已确认',
    ignored: '已忽略',
    notice: (n: string) => `您的漏洞“${n}”：确认`,
    balance: '当前可用安全币：180',
    duplicateLine: (id: string, time: string) => `重复于 #${id}（提交于 ${time}）`,
    nextPage: '下一页',
    podiumScore: '180 安全币',
    addressLine: (s: string) => `深圳市南山区科技园 ${s} 号`,
    // The console.
    inboxTitle: '待办消息',
    newReport: '新漏洞',
    keyword: '搜索漏洞名称或编号',
    search: '搜索',
    queueTitle: '漏洞审核',
    reply: '回复研究员',
    send: '发送',
    sent: '回复已发送',
    internalToggle: '作为内部备注（研究员不可见）',
    noteLabel: '内部备注（仅安全团队可见）',
    sendNote: '保存内部备注',
    noted: '内部备注已保存',
    internal: '内部备注',
    start: '开始审核',
    startTitle: '确认执行“开始审核”？',
    done: (a: string) => `已执行“${a}”`,
    underReview: '审核中',
    rate: '确认',
    rateTitle: '确认漏洞并评级',
    auditLevel: '审核等级',
    severe: '严重',
    baseCoins: '基础安全币',
    coefficient: '业务系数',
    preview: '将发放 180 安全币',
    rateSubmit: '确认并发放安全币',
    rated: '评级已保存：共 180 安全币（本次 +180）',
    ignore: '忽略',
    ignoreTitle: '确认执行“忽略”？',
    reason: '忽略原因（研究员可见）',
    duplicate: '重复提交',
    searchOriginal: '按编号或标题搜索原报告',
    original: '原报告',
    duplicateOf: (id: string) => `与 #${id} 重复`,
  },
  en: {
    activityName: 'Double-coin challenge',
    confirmed: 'Confirmed',
    ignored: 'Ignored',
    notice: (n: string) => `Your report "${n}": Confirm`,
    balance: 'Available coins: 180',
    duplicateLine: (id: string, time: string) => `Duplicate of #${id} (submitted ${time})`,
    nextPage: 'Next',
    podiumScore: '180 coins',
    addressLine: (s: string) => `${s} Science Park Road, Shenzhen`,
    inboxTitle: 'Inbox',
    newReport: 'New report',
    keyword: 'Search name or id',
    search: 'Search',
    queueTitle: 'Report triage',
    reply: 'Reply to the researcher',
    send: 'Send',
    sent: 'Reply sent',
    internalToggle: 'Internal note (hidden from the researcher)',
    noteLabel: 'Internal note (security team only)',
    sendNote: 'Save internal note',
    noted: 'Internal note saved',
    internal: 'Internal note',
    start: 'Start review',
    startTitle: 'Start review?',
    done: (a: string) => `Done: ${a}`,
    underReview: 'Under review',
    rate: 'Confirm',
    rateTitle: 'Confirm and rate',
    auditLevel: 'Audit level',
    severe: 'Severe',
    baseCoins: 'Base coins',
    coefficient: 'Business coefficient',
    preview: 'Awards 180 coins',
    rateSubmit: 'Confirm and award coins',
    rated: 'Rating saved: 180 coins in all (+180 now)',
    ignore: 'Ignore',
    ignoreTitle: 'Ignore?',
    reason: 'Reason (the researcher sees it)',
    duplicate: 'Duplicate',
    searchOriginal: 'Search the original by id or title',
    original: 'Original report',
    duplicateOf: (id: string) => `duplicate of #${id}`,
  },
} as const;

/** Pages through the monthly ranking (the rank page's first tab) until `name` shows; a second pass from the first page if the ranks moved meanwhile. */
async function findInRanking(page: Page, lang: Lang, name: ReturnType<Page['getByText']>, next: string): Promise<void> {
  for (let pass = 0; pass < 2 && (await name.count()) === 0; pass += 1) {
    await page.goto(`/v2/rank?language=${lang}`);
    await expect(page.locator('main table').first()).toBeVisible();
    for (let n = 2; n <= 20 && (await name.count()) === 0; n += 1) {
      await page.getByRole('button', { name: next }).click();
      await expect(page.getByRole('button', { name: String(n), exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('main table').first()).toBeVisible();
    }
  }
}

/** The id of an activity the report form offers, by its title in `api`'s language. */
async function activityId(api: ApiSession, title: string): Promise<number> {
  const { activities } = await ok(api.client.GET('/v2/api/bug-activity'));
  const found = activities.find((a) => a.title === title && a.enabled);
  if (!found) throw new Error(`no open activity ${title}`);
  return found.id;
}

/** Staff rate the open report as 60 base coins, severe, ×1.5 (the dialog shows 180 with the activity's ×2). */
async function rate(staff: Page, L: (typeof TEXT)[Lang], lang: Lang): Promise<void> {
  await staff.getByRole('button', { name: L.rate, exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: L.rateTitle });
  await dialog.getByLabel(L.auditLevel).selectOption({ label: L.severe });
  await dialog.getByLabel(L.baseCoins).fill('60');
  const coefficient = dialog.getByLabel(L.coefficient);
  await coefficient.selectOption((await coefficient.locator('option', { hasText: '×1.5' }).getAttribute('value')) ?? '');
  // 60 base × 1.5 (core business) × 2 (the double-coin activity).
  await expect(dialog.getByTestId('coin-preview')).toHaveText(L.preview);
  await expectAccessible(staff, `${lang} console rating dialog`);
  await screenshot(staff, `${lang}-console-rating-dialog`);
  await dialog.getByRole('button', { name: L.rateSubmit }).click();
  await expect(staff.getByText(L.rated)).toBeVisible();
  await expect(staff.getByText(L.confirmed, { exact: true }).first()).toBeVisible();
}

/** Staff, on the open copy's review, ignore it as a duplicate of `originalId`; returns the original's time as the dialog shows it. */
async function markDuplicate(staff: Page, L: (typeof TEXT)[Lang], originalId: string): Promise<string> {
  await staff.getByRole('button', { name: L.ignore, exact: true }).click();
  const dialog = staff.getByRole('alertdialog', { name: L.ignoreTitle });
  await dialog.getByLabel(L.reason).selectOption({ label: L.duplicate });
  await dialog.getByLabel(L.searchOriginal).fill(originalId);
  const pick = dialog.getByLabel(L.original, { exact: true });
  const option = pick.locator('option', { hasText: `#${originalId} ` });
  await expect(option).toHaveCount(1);
  const originalTime = /\((\d{4}-\d\d-\d\d \d\d:\d\d(?::\d\d)?)\)/.exec((await option.textContent()) ?? '')?.[1] ?? '';
  expect(originalTime).not.toBe('');
  await pick.selectOption((await option.getAttribute('value')) ?? '');
  await dialog.getByRole('button', { name: L.ignore, exact: true }).click();
  await expect(staff.getByText(L.done(L.ignore))).toBeVisible();
  await expect(staff.getByRole('link', { name: L.duplicateOf(originalId) })).toBeVisible();
  return originalTime;
}

test.describe('researcher and staff loop in zh', () => {
  test.describe.configure({ mode: 'serial' });
  const L = TEXT.zh;
  const stamp = uniqueTag('loop');
  const nickname = `lp${stamp.slice(-8)}`;
  const original = `E2E 越权读取订单 ${stamp}`;
  const copy = `E2E 越权读取订单（重复） ${stamp}`;
  const staffReply = '已收到，正在复现。';
  const internalNote = `内部：订单服务负责人已知悉 ${stamp}`;
  const site = (path: string) => `${path}${path.includes('?') ? '&' : '?'}language=zh`;

  let researcher: Researcher;
  let page: Page;
  let staff: Page;
  let originalId = '';
  let copyId = '';
  let originalTime = '';
  test.beforeAll(async ({ browser }) => {
    researcher = await newResearcher('e2e-loop', { nickname });
    page = await newPage(browser, researcher.state);
    staff = await newPage(browser, STAFF_STATE);
  });
  test.afterAll(async () => {
    await page.context().close();
    await staff.context().close();
  });

  /** Staff search the triage queue by keyword and open the report; returns its id. */
  async function openInQueue(name: string): Promise<string> {
    await staff.goto(consoleUrl('/bugs', 'zh'));
    await staff.getByLabel(L.keyword).fill(stamp);
    await staff.getByRole('button', { name: L.search, exact: true }).click();
    await expect(staff).toHaveURL(new RegExp(`keyword=${stamp}`));
    await expect(staff.getByRole('link', { name: original, exact: true })).toBeVisible();
    await expect(staff.getByRole('link', { name: copy, exact: true })).toBeVisible();
    await staff.getByRole('link', { name, exact: true }).click();
    await expect(staff.getByRole('heading', { level: 1, name: new RegExp(name.replace(/[()（）]/g, '.')) })).toBeVisible();
    return /\/v2\/admin\/bugs\/(\d+)/.exec(staff.url())?.[1] ?? '';
  }

  test('the researcher submits a report for the double-coin activity on the public site (and a copy of it)', async () => {
    await page.goto(site('/v2/loophole/create'));
    await fillReport(page, 'zh', original, 'https://shop.example.com/api/order?id=1001');
    const activity = page.getByRole('combobox', { name: L.activity });
    await activity.selectOption((await activity.locator('option', { hasText: L.activityName }).getAttribute('value')) ?? '');
    await sendReport(page, 'zh', '修改 id 参数即可读取他人订单。', null);
    // The copy, the way 14 and the English loop send reports: the form is tried above.
    await submitReport(researcher.api, { name: copy, activityId: await activityId(researcher.api, L.activityName) });
  });

  test('staff find the new report in the inbox (it leads to the review)', async () => {
    await staff.goto(consoleUrl('/inbox', 'zh'));
    await expect(staff.getByRole('heading', { name: L.inboxTitle, level: 1 })).toBeVisible();
    const item = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: original }) });
    await expect(item).toHaveCount(1);
    await expect(item.getByText(L.newReport, { exact: true })).toBeVisible();
    await expect(item.getByText(nickname)).toBeVisible();
    await item.getByRole('link', { name: original }).click();
    await expect(staff).toHaveURL(/\/v2\/admin\/bugs\/\d+/);
    await expect(staff.getByRole('heading', { level: 1, name: new RegExp(original) })).toBeVisible();
  });

  test('staff find it in the triage queue too, reply, leave an internal note and start the review', async () => {
    originalId = await openInQueue(original);
    expect(originalId).not.toBe('');
    await expect(staff.getByText(nickname).first()).toBeVisible();

    await staff.getByLabel(L.reply, { exact: true }).fill(staffReply);
    await staff.getByRole('button', { name: L.send, exact: true }).click();
    await expect(staff.getByText(L.sent)).toBeVisible();
    const thread = staff.getByRole('listitem');
    await expect(thread.filter({ hasText: staffReply })).toBeVisible();
    expect(await thread.filter({ hasText: staffReply }).getAttribute('data-internal')).toBeNull();

    await staff.getByText(L.internalToggle).click();
    await staff.getByLabel(L.noteLabel, { exact: true }).fill(internalNote);
    await staff.getByRole('button', { name: L.sendNote, exact: true }).click();
    await expect(staff.getByText(L.noted)).toBeVisible();
    const note = thread.filter({ hasText: internalNote });
    await expect(note).toHaveAttribute('data-internal', 'true');
    await expect(note.getByText(L.internal, { exact: true })).toBeVisible();

    await staff.getByRole('button', { name: L.start, exact: true }).click();
    await staff.getByRole('alertdialog', { name: L.startTitle }).getByRole('button', { name: L.start, exact: true }).click();
    await expect(staff.getByText(L.done(L.start))).toBeVisible();
    await expect(staff.getByText(L.underReview, { exact: true }).first()).toBeVisible();
    await expectAccessible(staff, 'zh console bug review');
    await screenshot(staff, 'zh-console-bug-review');
  });

  test('staff confirm and rate it; the dialog previews the coins', async () => {
    await rate(staff, L, 'zh');
  });

  test('staff mark the second report a duplicate of the first', async () => {
    copyId = await openInQueue(copy);
    originalTime = await markDuplicate(staff, L, originalId);
  });

  test('the researcher sees the new state, the reply, the notice, the coins and the ranking, never the internal note', async () => {
    await page.goto(site(`/v2/user/bug/${originalId}`));
    await expect(page.getByRole('heading', { name: original })).toBeVisible();
    await expect(page.getByText(L.confirmed, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(staffReply)).toBeVisible();
    await expect(page.getByText(internalNote)).toHaveCount(0);
    await screenshot(page, 'zh-loop-bug-confirmed');

    await page.goto(site('/v2/user/msgs'));
    await expect(page.getByText(L.notice(original)).first()).toBeVisible();
    await expect(page.getByText(internalNote)).toHaveCount(0);

    await page.goto(site('/v2/user/currency'));
    await expect(page.getByText(L.balance)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '+180' })).toHaveCount(1);
    await screenshot(page, 'zh-loop-coins');

    // The monthly user ranking, paged until the nickname shows (the top bar names the signed-in
    // researcher too: look only in the page's main part).
    await findInRanking(page, 'zh', page.locator('main').getByText(nickname, { exact: true }), L.nextPage);
    // (A `has` locator is looked up inside the row or podium place, so it names no `main`.)
    const named = page.getByText(nickname, { exact: true });
    const row = page.getByRole('row').filter({ has: named });
    if ((await row.count()) > 0) await expect(row.getByRole('cell').last()).toHaveText('180');
    else await expect(page.locator('[data-place]').filter({ has: named })).toContainText(L.podiumScore);
    await screenshot(page, 'zh-loop-rank');
  });

  test("the researcher sees the original's id and date on the duplicate", async () => {
    await page.goto(site(`/v2/user/bug/${copyId}`));
    await expect(page.getByText(L.ignored, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(L.duplicateLine(originalId, originalTime))).toBeVisible();
    await screenshot(page, 'zh-loop-bug-duplicate');
  });

  test("the researcher redeems a physical gift with the coins in the list's exchange dialog, staff ship it, the researcher reads the tracking", async () => {
    const line = L.addressLine(stamp.slice(-6));
    await redeemPhysicalGift(page, 'zh', line, await physicalGift(researcher.api, 180), 'zh-journey');
    const tracking = await shipOrder(staff, 'zh', line, `YT${Date.now().toString().slice(-6)}77`, 'zh-loop-order-ship');
    await expectTrackingInRecords(page, 'zh', line, tracking, 'zh-loop-order-tracking');
  });
});

test('researcher and staff loop in en: the English console rates a report and marks its copy a duplicate; the researcher reads the English notice, coins and duplicate line', async ({
  browser,
}) => {
  const L = TEXT.en;
  const stamp = uniqueTag('loop-en');
  const original = `E2E IDOR on orders ${stamp}`;
  const copy = `E2E IDOR on orders (copy) ${stamp}`;
  // Sent in English: the server words the duplicate's reason in the report's language.
  const researcher = await newResearcher('e2e-loop-en', { lang: 'en' });
  const activity = await activityId(researcher.api, L.activityName);
  const ids = [await submitReport(researcher.api, { name: original, activityId: activity }), await submitReport(researcher.api, { name: copy, activityId: activity })];
  const [originalId, copyId] = ids.map(String) as [string, string];
  // Staff start both reviews through the API (the console's start is tried in Chinese above).
  const staffSession = await staffApi('en');
  for (const id of ids) await actOnReport(staffSession, id, { action: 'update@start' });

  const staff = await newPage(browser, STAFF_STATE);
  await staff.goto(consoleUrl(`/bugs/${originalId}`, 'en'));
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(original) })).toBeVisible();
  await rate(staff, L, 'en');
  await staff.goto(consoleUrl(`/bugs/${copyId}`, 'en'));
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(copy.replace(/[()]/g, '.')) })).toBeVisible();
  const originalTime = await markDuplicate(staff, L, originalId);
  await staff.context().close();

  const page = await newPage(browser, researcher.state);
  const site = (path: string) => `${path}${path.includes('?') ? '&' : '?'}language=en`;
  await page.goto(site(`/v2/user/bug/${originalId}`));
  await expect(page.getByRole('heading', { name: original })).toBeVisible();
  await expect(page.getByText(L.confirmed, { exact: true }).first()).toBeVisible();
  await screenshot(page, 'en-loop-bug-confirmed');
  await page.goto(site('/v2/user/msgs'));
  await expect(page.getByText(L.notice(original)).first()).toBeVisible();
  await page.goto(site('/v2/user/currency'));
  await expect(page.getByText(L.balance)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '+180' })).toHaveCount(1);
  await screenshot(page, 'en-loop-coins');
  await page.goto(site(`/v2/user/bug/${copyId}`));
  await expect(page.getByText(L.ignored, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(L.duplicateLine(originalId, originalTime))).toBeVisible();
  await screenshot(page, 'en-loop-bug-duplicate');
  await page.context().close();
});
