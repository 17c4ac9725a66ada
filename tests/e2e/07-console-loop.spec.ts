// The whole loop between a researcher and staff (issue 18 "Tests"), in Chinese and in English, staff
// acting only through the console: a new researcher submits two reports on the public site (the
// phone bound on the way), staff find the first in the inbox and both in the triage queue by
// keyword, reply in the thread and leave an internal note, start the review, confirm and rate the
// first one (the dialog previews the coins) and mark the second a duplicate of it. The researcher then sees the new state, the notice,
// the coins and the monthly ranking, never the internal note, and the original's id and date on the
// duplicate; redeems a physical gift that staff ship with a tracking number the researcher reads.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { consoleUrl, signInConsole } from './support-console';
import { expectAccessible, screenshot, signIn } from './support';
import { fillReport, sendReport } from './steps-report';
import { expectTrackingInRecords, redeemPhysicalGift, shipOrder } from './steps-gift';

const STAFF = 'admin@demo.src';

const TEXT = {
  zh: {
    // The researcher's side.
    edit: '编辑',
    nickname: '昵称',
    save: '保存',
    profileSaved: '个人信息已保存',
    activity: '参与活动',
    activityName: '双倍安全币挑战赛',
    confirmed: '已确认',
    ignored: '已忽略',
    notice: (n: string) => `您的漏洞“${n}”：确认`,
    balance: '当前可用安全币：180',
    duplicateLine: (id: string, time: string) => `忽略原因：重复提交（漏洞 #${id}，提交于 ${time}）。`,
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
    edit: 'Edit',
    nickname: 'Nickname',
    save: 'Save',
    profileSaved: 'Personal info saved',
    activity: 'Activity',
    activityName: 'Double-coin challenge',
    confirmed: 'Confirmed',
    ignored: 'Ignored',
    notice: (n: string) => `Your report "${n}": Confirm`,
    balance: 'Available coins: 180',
    duplicateLine: (id: string, time: string) => `Reason: Duplicate (report #${id}, submitted ${time}).`,
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

for (const lang of ['zh', 'en'] as const) {
  const L = TEXT[lang];
  const stamp = `${String(Date.now()).slice(-6)}${lang}`;
  const digits = String(Date.now()).slice(-7) + (lang === 'zh' ? '3' : '4');
  const researcherEmail = `e2e-loop-${stamp}@example.com`;
  const phone = `+86137${digits}`;
  const nickname = `lp${digits.slice(-6)}`;
  const original = `E2E 越权读取订单 ${stamp}`;
  const copy = `E2E 越权读取订单（重复） ${stamp}`;
  const staffReply = lang === 'zh' ? '已收到，正在复现。' : 'Received; we are reproducing it.';
  const internalNote = lang === 'zh' ? `内部：订单服务负责人已知悉 ${stamp}` : `Internal: the order service owner knows ${stamp}`;
  const site = (path: string) => `${path}${path.includes('?') ? '&' : '?'}language=${lang}`;

  test.describe(`researcher and staff loop in ${lang}`, () => {
    test.describe.configure({ mode: 'serial' });

    async function newPage(browser: Browser): Promise<Page> {
      return (await browser.newContext()).newPage();
    }

    let researcher: Page;
    let staff: Page;
    let originalId = '';
    let copyId = '';
    let originalTime = '';
    test.beforeAll(async ({ browser }) => {
      researcher = await newPage(browser);
      await signIn(researcher, researcherEmail);
      staff = await newPage(browser);
      await signInConsole(staff, STAFF);
    });
    test.afterAll(async () => {
      await researcher.context().close();
      await staff.context().close();
    });

    async function submitReport(name: string, bindPhone: boolean): Promise<void> {
      await researcher.goto(site('/v2/loophole/create'));
      await fillReport(researcher, lang, name, 'https://shop.example.com/api/order?id=1001');
      const activity = researcher.getByRole('combobox', { name: L.activity });
      await activity.selectOption((await activity.locator('option', { hasText: L.activityName }).getAttribute('value')) ?? '');
      const detail = lang === 'zh' ? '修改 id 参数即可读取他人订单。' : 'Changing the id parameter reads other people’s orders.';
      await sendReport(researcher, lang, detail, bindPhone ? phone : null);
    }

    /** Staff search the triage queue by keyword and open the report; returns its id. */
    async function openInQueue(name: string): Promise<string> {
      await staff.goto(consoleUrl('/bugs', lang));
      await staff.getByLabel(L.keyword).fill(stamp);
      await staff.getByRole('button', { name: L.search, exact: true }).click();
      await expect(staff).toHaveURL(new RegExp(`keyword=${stamp}`));
      await expect(staff.getByRole('link', { name: original, exact: true })).toBeVisible();
      await expect(staff.getByRole('link', { name: copy, exact: true })).toBeVisible();
      await staff.getByRole('link', { name, exact: true }).click();
      await expect(staff.getByRole('heading', { level: 1, name: new RegExp(name.replace(/[()（）]/g, '.')) })).toBeVisible();
      return /\/v2\/admin\/bugs\/(\d+)/.exec(staff.url())?.[1] ?? '';
    }

    test('a new researcher names themself and submits two reports on the public site', async () => {
      await researcher.goto(site('/v2/user/infos'));
      await researcher.getByRole('button', { name: L.edit, exact: true }).click();
      await researcher.getByLabel(L.nickname, { exact: true }).fill(nickname);
      await researcher.getByRole('button', { name: L.save, exact: true }).click();
      await expect(researcher.getByText(L.profileSaved)).toBeVisible();
      await submitReport(original, true);
      await submitReport(copy, false);
    });

    test('staff find the new report in the inbox (it leads to the review)', async () => {
      await staff.goto(consoleUrl('/inbox', lang));
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
      await expectAccessible(staff, `${lang} console bug review`);
      await screenshot(staff, `${lang}-console-bug-review`);
    });

    test('staff confirm and rate it; the dialog previews the coins', async () => {
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
    });

    test('staff mark the second report a duplicate of the first', async () => {
      copyId = await openInQueue(copy);
      await staff.getByRole('button', { name: L.ignore, exact: true }).click();
      const dialog = staff.getByRole('alertdialog', { name: L.ignoreTitle });
      await dialog.getByLabel(L.reason).selectOption({ label: L.duplicate });
      await dialog.getByLabel(L.searchOriginal).fill(originalId);
      const pick = dialog.getByLabel(L.original, { exact: true });
      const option = pick.locator('option', { hasText: `#${originalId} ` });
      await expect(option).toHaveCount(1);
      originalTime = /\((\d{4}-\d\d-\d\d \d\d:\d\d(?::\d\d)?)\)/.exec((await option.textContent()) ?? '')?.[1] ?? '';
      expect(originalTime).not.toBe('');
      await pick.selectOption((await option.getAttribute('value')) ?? '');
      await dialog.getByRole('button', { name: L.ignore, exact: true }).click();
      await expect(staff.getByText(L.done(L.ignore))).toBeVisible();
      await expect(staff.getByRole('link', { name: L.duplicateOf(originalId) })).toBeVisible();
    });

    test('the researcher sees the new state, the reply, the notice, the coins and the ranking, never the internal note', async () => {
      await researcher.goto(site(`/v2/user/bug/${originalId}`));
      await expect(researcher.getByRole('heading', { name: original })).toBeVisible();
      await expect(researcher.getByText(L.confirmed, { exact: true }).first()).toBeVisible();
      await expect(researcher.getByText(staffReply)).toBeVisible();
      await expect(researcher.getByText(internalNote)).toHaveCount(0);
      await screenshot(researcher, `${lang}-loop-bug-confirmed`);

      await researcher.goto(site('/v2/user/msgs'));
      await expect(researcher.getByText(L.notice(original)).first()).toBeVisible();
      await expect(researcher.getByText(internalNote)).toHaveCount(0);

      await researcher.goto(site('/v2/user/currency'));
      await expect(researcher.getByText(L.balance)).toBeVisible();
      await expect(researcher.getByRole('row').filter({ hasText: '+180' })).toHaveCount(1);
      await screenshot(researcher, `${lang}-loop-coins`);

      // The monthly user ranking (the rank page's first tab), paged until the nickname shows.
      await researcher.goto(site('/v2/rank'));
      // (The top bar names the signed-in researcher too: look only in the page's main part.)
      const name = researcher.locator('main').getByText(nickname, { exact: true });
      await expect(researcher.locator('main table').first()).toBeVisible();
      for (let page = 2; page <= 20 && (await name.count()) === 0; page += 1) {
        await researcher.getByRole('button', { name: L.nextPage }).click();
        await expect(researcher.getByRole('button', { name: String(page), exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(researcher.locator('main table').first()).toBeVisible();
      }
      // (A `has` locator is looked up inside the row or podium place, so it names no `main`.)
      const named = researcher.getByText(nickname, { exact: true });
      const row = researcher.getByRole('row').filter({ has: named });
      if ((await row.count()) > 0) await expect(row.getByRole('cell').last()).toHaveText('180');
      else await expect(researcher.locator('[data-place]').filter({ has: named })).toContainText(L.podiumScore);
      await screenshot(researcher, `${lang}-loop-rank`);
    });

    test("the researcher sees the original's id and date on the duplicate", async () => {
      await researcher.goto(site(`/v2/user/bug/${copyId}`));
      await expect(researcher.getByText(L.ignored, { exact: true }).first()).toBeVisible();
      await expect(researcher.getByText(L.duplicateLine(originalId, originalTime))).toBeVisible();
      await screenshot(researcher, `${lang}-loop-bug-duplicate`);
    });

    test('the researcher redeems a physical gift with the coins, staff ship it, the researcher reads the tracking', async () => {
      const line = L.addressLine(stamp);
      await redeemPhysicalGift(researcher, lang, line);
      const tracking = await shipOrder(staff, lang, line, `YT${stamp.slice(0, 6)}77`, `${lang}-loop-order-ship`);
      await expectTrackingInRecords(researcher, lang, line, tracking, `${lang}-loop-order-tracking`);
    });
  });
}
