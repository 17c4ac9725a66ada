// SLA clocks (issue 15), in Chinese and in English on the demo data: the researcher's report page
// shows the four clocks, the staff queue sorted by time left puts a breached report first with its
// mark, the console dashboard has the monthly SLA table, the settings refuse a zero-hour target with
// a message in the page's language, and the home page and the English landing show the public
// response statistics. A screenshot of each.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiFromPage } from './support-api';
import { consoleUrl, signInConsole } from './support-console';
import { expectAccessible, screenshot, signIn } from './support';

const STAFF = 'admin@demo.src';
const RESEARCHER = 'researcher@demo.src';

const TEXT = {
  zh: {
    slaTitle: '响应时效',
    clockNames: ['首次响应', '评级', '发放奖励', '处理完成'],
    states: /计时中|达标|超时|不适用/,
    breached: '已超时',
    timeLeft: '剩余时间',
    dashboard: '响应时效（SLA）· 按提交月份',
    settingsSave: '保存',
    positive: '不能小于 1',
    stats: '响应统计（近 90 天）',
    statsRated: '已评级漏洞',
  },
  en: {
    slaTitle: 'Response times',
    clockNames: ['First response', 'Rating', 'Reward', 'Resolution'],
    states: /Running|Met|Breached|Not applicable/,
    breached: 'Breached',
    timeLeft: 'Time left',
    dashboard: 'Response targets (SLA) by month of submission',
    settingsSave: 'Save',
    positive: 'At least 1',
    stats: 'Response statistics, last 90 days',
    statsRated: 'Reports rated',
  },
} as const;

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

for (const lang of ['zh', 'en'] as const) {
  const L = TEXT[lang];

  test.describe(`SLA clocks (${lang})`, () => {
    test("the researcher's report page shows the four clocks", async ({ browser }) => {
      const page = await newPage(browser);
      await signIn(page, RESEARCHER);
      const mine = await apiFromPage(page, 'GET', '/v2/api/my/bugs?pageSize=20');
      const bugs = (mine.retdata as { bugs: { id: number; status: number }[] }).bugs;
      // An open report if there is one: its clocks are still running or breached.
      const bug = bugs.find((b) => b.status === 10 || b.status === 20) ?? bugs[0];
      expect(bug, 'the demo researcher has reports').toBeDefined();
      await page.goto(`/v2/user/bug/${bug!.id}?language=${lang}`);
      const section = page.getByRole('region', { name: L.slaTitle });
      await expect(section).toBeVisible();
      for (const name of L.clockNames) await expect(section.getByText(name, { exact: true })).toBeVisible();
      await expect(section.getByTestId('sla-firstResponse').getByText(L.states)).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `sla-report-page-${lang}`, { fullPage: false });
      // The report's own text is the researcher's rich text (the demo's has images without alt text).
      await expectAccessible(page, `report page (${lang})`, ['.rich-content']);
      await page.context().close();
    });

    test('the staff queue sorted by time left puts a breached report first, with its mark', async ({ browser }) => {
      const page = await newPage(browser);
      await signInConsole(page, STAFF);
      await page.goto(consoleUrl('/bugs?sort=time-left', lang));
      await expect(page.getByRole('columnheader', { name: L.timeLeft })).toBeVisible();
      const first = page.getByRole('row').nth(1);
      // The demo's oldest unreviewed reports are long past their first-response target.
      await expect(first.getByTestId('sla-breached')).toHaveText(L.breached);
      const sent = await apiFromPage(page, 'GET', '/v2/admin/api/bug?sort=time-left&pageSize=5');
      const rows = (sent.retdata as { bugs: { slaBreached: boolean; slaDueTime: string | null }[] }).bugs;
      expect(rows[0]!.slaBreached).toBe(true);
      const due = rows.map((r) => r.slaDueTime).filter((d): d is string => d !== null);
      expect(due).toEqual([...due].sort());
      await screenshot(page, `sla-queue-time-left-${lang}`, { fullPage: false });
      await expectAccessible(page, `queue by time left (${lang})`);
      await page.context().close();
    });

    test('the console dashboard has the monthly SLA table, and the settings refuse a zero-hour target', async ({ browser }) => {
      const page = await newPage(browser);
      await signInConsole(page, STAFF);
      await page.goto(consoleUrl('/', lang));
      const table = page.getByTestId('sla-months');
      await expect(page.getByRole('heading', { name: L.dashboard })).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(13);
      await table.scrollIntoViewIfNeeded();
      await screenshot(page, `sla-dashboard-${lang}`, { fullPage: false });
      await expectAccessible(page, `dashboard (${lang})`);

      await page.goto(consoleUrl('/settings', lang));
      const field = page.locator('#setting-slaFirstResponse-4 input');
      await field.fill('0');
      await page.getByRole('button', { name: L.settingsSave, exact: true }).click();
      await expect(page.getByText(L.positive, { exact: true })).toBeVisible();
      await field.scrollIntoViewIfNeeded();
      await screenshot(page, `sla-settings-${lang}`, { fullPage: false });
      await expectAccessible(page, `settings (${lang})`);
      await page.context().close();
    });

    test('the public response statistics on the home page and the English landing', async ({ page }) => {
      await page.goto(lang === 'zh' ? '/v2/home?language=zh' : '/v2/en');
      await expect(page.getByRole('heading', { name: L.stats })).toBeVisible();
      const panel = page.getByTestId('response-stats');
      await expect(panel.getByText(L.statsRated)).toBeVisible();
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, `sla-public-stats-${lang}`, { fullPage: false });
      await expectAccessible(page, `public statistics (${lang})`);
    });
  });
}
