// SLA clocks on the demo data (only read: the demo's reports and settings stay as loaded): the
// researcher's report page shows the four clocks, the staff queue sorted by time left puts a
// breached report first with its mark, that report's review page shows staff its clocks (also 390
// px wide), the console dashboard has the monthly SLA table, the settings refuse a zero-hour target
// with a message, and the home page and the English landing show the public response statistics; a screenshot and axe on each. In Chinese: the English pages
// of the report, the queue, the dashboard and the settings are in 06's and 09's sweeps (axe, no
// Chinese interface text).
import { expect, test } from './fixtures';
import { ApiSession, DEMO_RESEARCHER_STATE, ok, STAFF_STATE, staffApi } from './seed';
import { consoleUrl } from './support-console';
import { expectAccessible, expectNoHorizontalOverflow, newPage, screenshot } from './support';

const L = {
  slaTitle: '响应时效',
  clockNames: ['首次响应', '评级', '发放奖励', '处理完成'],
  states: /计时中|达标|超时|不适用/,
  breached: '已超时',
  breachedState: '超时',
  timeLeft: '剩余时间',
  dashboard: '响应时效（SLA）· 按提交月份',
  settingsSave: '保存',
  positive: '不能小于 1',
  stats: '响应统计（近 90 天）',
  statsRated: '已评级漏洞',
} as const;

test("the researcher's report page shows the four clocks", async ({ browser }) => {
  const researcher = await ApiSession.fromState(DEMO_RESEARCHER_STATE);
  const { bugs } = await ok(researcher.client.GET('/v2/api/my/bugs', { params: { query: { pageSize: 20 } } }));
  // An open report if there is one: its clocks are still running or breached.
  const bug = bugs.find((b) => b.status === 10 || b.status === 20) ?? bugs[0];
  expect(bug, 'the demo researcher has reports').toBeDefined();
  const page = await newPage(browser, DEMO_RESEARCHER_STATE);
  await page.goto(`/v2/user/bug/${bug!.id}?language=zh`);
  const section = page.getByRole('region', { name: L.slaTitle });
  await expect(section).toBeVisible();
  for (const name of L.clockNames) await expect(section.getByText(name, { exact: true })).toBeVisible();
  await expect(section.getByTestId('sla-firstResponse').getByText(L.states)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'sla-report-page-zh', { fullPage: false });
  // The report's own text is the researcher's rich text (the demo's has images without alt text).
  await expectAccessible(page, 'report page (zh)', ['.rich-content']);
  await page.context().close();
});

test.describe('staff', () => {
  test.use({ storageState: STAFF_STATE });

  test('the staff queue sorted by time left puts a breached report first, with its mark', async ({ page }) => {
    await page.goto(consoleUrl('/bugs?sort=time-left', 'zh'));
    await expect(page.getByRole('columnheader', { name: L.timeLeft })).toBeVisible();
    const first = page.getByRole('row').nth(1);
    // The demo's oldest unreviewed reports are long past their first-response target.
    await expect(first.getByTestId('sla-breached')).toHaveText(L.breached);
    const { bugs: rows } = await ok((await staffApi()).client.GET('/v2/admin/api/bug', { params: { query: { sort: 'time-left', pageSize: 5 } } }));
    expect(rows[0]!.slaBreached).toBe(true);
    const due = rows.map((r) => r.slaDueTime).filter((d): d is string => d !== null);
    expect(due).toEqual([...due].sort());
    await screenshot(page, 'sla-queue-time-left-zh', { fullPage: false });
    await expectAccessible(page, 'queue by time left (zh)');
  });

  test("the review page shows a report's clocks as its researcher sees them, also on a phone's width", async ({ page }) => {
    // The demo report the time-left sort puts first: breached, so a breached clock is among them.
    const api = await staffApi();
    const { bugs: rows } = await ok(api.client.GET('/v2/admin/api/bug', { params: { query: { sort: 'time-left', pageSize: 1 } } }));
    const { bug } = await ok(api.client.GET('/v2/admin/api/bug/{id}', { params: { path: { id: rows[0]!.id } } }));
    expect(bug.sla.breached).toBe(true);
    await page.goto(consoleUrl(`/bugs/${bug.id}`, 'zh'));
    const clocks = page.getByTestId('bug-clocks');
    const section = clocks.getByRole('region', { name: L.slaTitle });
    await expect(section).toBeVisible();
    for (const name of L.clockNames) await expect(section.getByText(name, { exact: true })).toBeVisible();
    // Each card in the state the server judged (the researcher's page renders the same `sla`).
    for (const clock of bug.sla.clocks) await expect(section.getByTestId(`sla-${clock.clock}`)).toHaveAttribute('data-state', clock.state);
    await expect(section.getByText(L.breachedState, { exact: true }).first()).toBeVisible();
    await clocks.scrollIntoViewIfNeeded();
    await screenshot(page, 'sla-review-page-zh', { fullPage: false });
    await expectAccessible(page, 'review page clocks (zh)', ['.rich-content']);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(section.getByTestId('sla-resolution')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'review page clocks at 390 px (zh)');
  });

  test('the console dashboard has the monthly SLA table, and the settings refuse a zero-hour target', async ({ page }) => {
    await page.goto(consoleUrl('/', 'zh'));
    const table = page.getByTestId('sla-months');
    await expect(page.getByRole('heading', { name: L.dashboard })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(13);
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'sla-dashboard-zh', { fullPage: false });
    await expectAccessible(page, 'dashboard (zh)');

    // Refused in the page: nothing is saved.
    await page.goto(consoleUrl('/settings', 'zh'));
    const field = page.locator('#setting-slaFirstResponse-4 input');
    await field.fill('0');
    await page.getByRole('button', { name: L.settingsSave, exact: true }).click();
    await expect(page.getByText(L.positive, { exact: true })).toBeVisible();
    await field.scrollIntoViewIfNeeded();
    await screenshot(page, 'sla-settings-zh', { fullPage: false });
    await expectAccessible(page, 'settings (zh)');
  });
});

test('the public response statistics on the home page and the English landing', async ({ page }) => {
  for (const [lang, address, stats, rated] of [
    ['zh', '/v2/home?language=zh', L.stats, L.statsRated],
    ['en', '/v2/en', 'Response statistics, last 90 days', 'Reports rated'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: stats })).toBeVisible();
    const panel = page.getByTestId('response-stats');
    await expect(panel.getByText(rated)).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, `sla-public-stats-${lang}`, { fullPage: false });
    await expectAccessible(page, `public statistics (${lang})`);
  }
});
