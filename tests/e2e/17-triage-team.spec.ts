// Two staff members triage at once, each in a browser of their own: the demo's owner (A) and a
// triager made for this spec (B). A researcher's new report reaches both open queues without a
// reload (held behind "1 条新内容 — 显示"), each sees the other on the report's page, A takes it with
// the `a` key and B's page shows the new assignee, and A's note mentioning B reaches B live and in
// B's inbox. Then the queue at volume: a bulk ignore of three reports where the state machine refuses
// one, a view A shares that B finds in the queue's views, and j/k/o walking the queue. Last, the
// queue on a phone in English: cards and the filter drawer. Each queue is filtered to this spec's
// researcher by id (userId), so other specs' reports never change what it counts: the reporter
// filter is a search, and an id typed there also finds every account whose e-mail holds its digits.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmReport, newResearcher, ok, setRole, staffApi, STAFF_STATE, submitReport, uniqueTag, type StorageState } from './seed';
import { consoleUrl } from './support-console';
import { expectNoHorizontalOverflow, newPage, screenshot } from './support';

const DEMO_STAFF_NAME = '安全小助手';

/** A triager for this spec: a new account made staff, then given the triager role. */
async function newTriager(prefix: string, nickname: string): Promise<{ id: number; state: StorageState }> {
  const person = await newResearcher(prefix, { phone: false, nickname });
  const boss = await staffApi();
  await setRole(boss, person.id, 'staff');
  await ok(boss.client.PUT('/v2/admin/api/staff/{id}/roles', { params: { path: { id: person.id } }, body: { roles: ['triager'] } }));
  return { id: person.id, state: person.state };
}

async function openQueue(browser: Browser, state: string | StorageState, researcherId: number, lang: 'zh' | 'en' = 'zh'): Promise<Page> {
  const page = await newPage(browser, state);
  const streaming = page.waitForResponse((r) => r.url().includes('/v2/api/notice/stream'));
  await page.goto(consoleUrl(`/bugs?userId=${researcherId}`, lang));
  await streaming;
  return page;
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('two staff work one queue live: new rows wait behind a bar, presence, an assignment and a mention reach the other without a reload', async ({ browser }) => {
  const tag = uniqueTag('e2e-triage');
  const nickname = `同事${tag.slice(-6)}`;
  const researcher = await newResearcher('e2e-triage');
  const colleague = await newTriager('e2e-triage-b', nickname);
  await submitReport(researcher.api, { name: `${tag} 第一份` });

  const a = await openQueue(browser, STAFF_STATE, researcher.id);
  const b = await openQueue(browser, colleague.state, researcher.id);
  for (const page of [a, b]) await expect(row(page, `${tag} 第一份`)).toBeVisible();

  const second = `${tag} 第二份`;
  const secondId = await submitReport(researcher.api, { name: second });
  for (const page of [a, b]) {
    const bar = page.getByRole('status').filter({ hasText: '1 条新内容' });
    await expect(bar).toBeVisible();
    // Held: the rows on screen do not move until the reader asks.
    await expect(row(page, second)).toHaveCount(0);
    await bar.getByRole('button', { name: '显示' }).click();
    await expect(row(page, second)).toBeVisible();
  }
  await screenshot(a, 'triage-live-queue-zh');

  // Both open the report: each sees the other.
  for (const page of [a, b]) await row(page, second).getByRole('link', { name: second }).click();
  await expect(a.getByText(`${nickname} 正在查看`)).toBeVisible();
  await expect(b.getByText(`${DEMO_STAFF_NAME} 正在查看`)).toBeVisible();

  // A takes it with the keyboard; B's page shows the new assignee without a reload.
  await a.keyboard.press('a');
  await expect(a.getByText(`报告 #${secondId} 已分配给您`)).toBeVisible();
  await expect(b.getByText(`处理人: ${DEMO_STAFF_NAME}`)).toBeVisible();

  // A's internal note mentions B: B hears of it at once and finds it in the inbox.
  await a.keyboard.press('n');
  const note = a.getByRole('textbox', { name: '内部备注（仅安全团队可见）' });
  await expect(note).toBeFocused();
  await note.pressSequentially(`@${nickname.slice(0, 2)}`);
  await a.getByRole('group', { name: '可以提到的工作人员' }).getByRole('button', { name: nickname }).click();
  await note.pressSequentially('请帮忙复现一下');
  await a.getByRole('button', { name: '保存内部备注' }).click();
  await expect(a.getByText('内部备注已保存')).toBeVisible();
  await expect(b.getByText(`${DEMO_STAFF_NAME} 在报告 #${secondId} 的内部备注中提到了你`)).toBeVisible();
  await screenshot(b, 'triage-presence-mention-zh');
  await b.goto(consoleUrl('/inbox?kind=mention', 'zh'));
  await expect(b.getByRole('main').getByText(second).first()).toBeVisible();
});

test('the queue at volume: a bulk ignore lists what the state machine refused, a shared view reaches a colleague, j/k/o walk the rows', async ({ browser }) => {
  const tag = uniqueTag('e2e-bulk');
  const researcher = await newResearcher('e2e-bulk');
  const ids: number[] = [];
  for (const n of [1, 2, 3]) ids.push(await submitReport(researcher.api, { name: `${tag} #${n}` }));
  // Confirmed, the first can no longer be ignored.
  await confirmReport(await staffApi(), ids[0]!);

  const a = await openQueue(browser, STAFF_STATE, researcher.id);
  for (const n of [1, 2, 3]) await expect(row(a, `${tag} #${n}`)).toBeVisible();

  // The keyboard: j twice, k once, o opens the highlighted row (the newest is first).
  for (const key of ['j', 'j', 'k']) await a.keyboard.press(key);
  await expect(row(a, `${tag} #3`)).toHaveAttribute('aria-selected', 'true');
  await a.keyboard.press('o');
  await expect(a).toHaveURL(new RegExp(`/v2/admin/bugs/${ids[2]}`));
  await a.goBack();
  // Back on the queue, its rows load again: ticking the page before they are there ticks nothing.
  for (const n of [1, 2, 3]) await expect(row(a, `${tag} #${n}`)).toBeVisible();

  await a.getByRole('checkbox', { name: '选择本页' }).check({ force: true });
  const bar = a.getByRole('region', { name: '批量操作' });
  await expect(bar.getByText('已选 3 项')).toBeVisible();
  await bar.getByRole('button', { name: '忽略' }).click();
  const dialog = a.getByRole('alertdialog', { name: '忽略：3 个报告' });
  await dialog.getByLabel('忽略原因（研究员可见）').selectOption('out-of-scope');
  await dialog.getByRole('button', { name: '忽略' }).click();
  const result = a.getByRole('dialog', { name: '批量操作结果' });
  await expect(result.getByText('已完成：2')).toBeVisible();
  await expect(result.getByText('未执行：1')).toBeVisible();
  await expect(result.getByRole('list', { name: '未执行的报告' }).getByRole('link', { name: `#${ids[0]}`, exact: true })).toBeVisible();
  await screenshot(a, 'triage-bulk-result-zh');
  await result.getByRole('button', { name: '关闭', exact: true }).first().click();
  await expect(result).toBeHidden();

  // A names the filtered queue as a shared view; B finds it among the queue's views.
  const viewName = `视图${tag.slice(-6)}`;
  await a.getByRole('button', { name: '另存为视图' }).click();
  const save = a.getByRole('dialog', { name: '将筛选条件保存为视图' });
  await save.getByLabel('名称').fill(viewName);
  await save.getByText('与团队共享', { exact: true }).click();
  await save.getByRole('button', { name: '保存' }).click();
  await expect(a.getByText('视图已保存')).toBeVisible();

  const colleague = await newTriager('e2e-bulk-b', `同事${tag.slice(-6)}`);
  const b = await newPage(browser, colleague.state);
  await b.goto(consoleUrl('/bugs', 'zh'));
  const views = b.getByRole('combobox', { name: '队列视图' });
  await expect(views.locator('option', { hasText: viewName })).toHaveText(`${viewName}（3）`);
  await views.selectOption({ label: `${viewName}（3）` });
  await expect(b).toHaveURL(new RegExp(`userId=${researcher.id}`));
  await expect(row(b, `${tag} #2`)).toBeVisible();
});

test('on a phone the queue is a list of cards and its filters open in a drawer (English)', async ({ browser }) => {
  const tag = uniqueTag('e2e-phone-queue');
  const researcher = await newResearcher('e2e-phone-queue');
  await submitReport(researcher.api, { name: `${tag} phone` });
  const context = await browser.newContext({ storageState: STAFF_STATE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(consoleUrl(`/bugs?userId=${researcher.id}`, 'en'));
  await expect(page.getByRole('main').getByText(`${tag} phone`)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters, 1 on' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toBeHidden();
  await expectNoHorizontalOverflow(page, 'the queue on a phone');
  await screenshot(page, 'triage-queue-phone-en');
  await context.close();
});
