// Live notices (issue 15), in Chinese and in English: two browser pages side by side. A researcher
// has the message centre open; staff in the console (another browser context) change the
// researcher's coins, and the researcher's page shows the toast, the new notice in the list and the
// top bar's unread count going up, without a reload. The other way round, a researcher's leave
// message raises the console's inbox badge without a reload. With the stream blocked, the page
// falls back to polling and the count still changes.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiFromPage } from './support-api';
import { consoleUrl, signInConsole } from './support-console';
import { screenshot, signIn } from './support';
import { CAPTCHA } from './env';

const STAFF = 'admin@demo.src';
const TEXT = {
  zh: { toast: '新消息', coins: '安全币' },
  en: { toast: 'New message', coins: 'coins' },
} as const;
type Lang = keyof typeof TEXT;

async function researcherPage(browser: Browser, email: string): Promise<{ page: Page; userId: number }> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  const info = await apiFromPage(page, 'GET', '/v2/api/info');
  const userId = (info.retdata as { info: { userId: number } }).info.userId;
  return { page, userId };
}

async function staffPage(browser: Browser, lang: Lang): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInConsole(page, STAFF);
  await page.goto(consoleUrl('/', lang));
  return page;
}

/** The top bar's link to the message centre (its name carries the unread count). */
// Not the language switch (a link to the same page, marked with its language).
const unreadLink = (page: Page) => page.getByRole('banner').locator('a[href*="/user/msgs"]:not([lang])').first();
const unreadCount = async (page: Page) => Number((await unreadLink(page).innerText()).replace(/\D+/g, '') || 0);

async function giveCoins(staff: Page, userId: number, reason: string) {
  const answer = await apiFromPage(staff, 'POST', `/v2/admin/api/user/${userId}/coins`, { amount: '3', reason });
  expect(answer.retcode, answer.retmsg).toBe(0);
}

for (const [lang, email] of [
  ['zh', 'hacker07@demo.src'],
  ['en', 'hacker08@demo.src'],
] as const) {
  test(`a staff action’s notice arrives on the researcher’s open page, and a researcher’s message on the console’s (${lang})`, async ({ browser }) => {
    const { page, userId } = await researcherPage(browser, email);
    const streaming = page.waitForResponse((r) => r.url().includes('/v2/api/notice/stream'));
    await page.goto(`/v2/user/msgs?language=${lang}`);
    expect((await streaming).headers()['content-type']).toContain('text/event-stream');
    const before = await unreadCount(page);
    const staff = await staffPage(browser, lang);
    const reason = `live-${lang}-${Date.now()}`;
    const loadsBefore = await page.evaluate(() => performance.getEntriesByType('navigation').length);

    await giveCoins(staff, userId, reason);
    await expect(page.getByText(TEXT[lang].toast).first()).toBeVisible({ timeout: 5_000 });
    await expect(unreadLink(page)).toContainText(String(before + 1));
    await expect(page.getByRole('main').getByText(reason).first()).toBeVisible();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loadsBefore);
    await screenshot(page, `live-notice-researcher-${lang}`);

    // The other way: a leave message reaches the console's inbox badge without a reload. The
    // badge's link names the exact count (the badge itself stops at 99+).
    const total = async () => ((await apiFromPage(staff, 'GET', '/v2/admin/api/inbox/unread')).retdata as { total: number }).total;
    const inboxBefore = await total();
    const inboxLink = staff.getByRole('banner').locator('a[href*="/inbox"]').first();
    // Loaded (the name says how many, or that nothing is unread) before the researcher acts.
    await expect(inboxLink).toHaveAttribute('aria-label', inboxBefore ? new RegExp(`\\b${inboxBefore}\\b`) : /[，,]/);
    await page.evaluate(() => fetch('/v2/api/captcha/graph?language=zh'));
    const posted = await apiFromPage(page, 'POST', '/v2/api/leave-message', { title: `live ${lang}`, content: '<p>hello</p>', captcha: CAPTCHA });
    expect(posted.retcode, posted.retmsg).toBe(0);
    await expect(inboxLink).toHaveAttribute('aria-label', new RegExp(`\\b${inboxBefore + 1}\\b`), { timeout: 5_000 });
    expect(await staff.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await screenshot(staff, `live-notice-console-${lang}`);
    await staff.context().close();
    await page.context().close();
  });
}

test('with the stream blocked the page polls, and the count still changes without a reload', async ({ browser }) => {
  const context = await browser.newContext();
  // The fallback's interval for an automated browser (lib/liveNotices.ts), so the test need not wait 45 s.
  await context.addInitScript(() => Object.assign(window, { __srcLivePollMs: 1_500 }));
  const page = await context.newPage();
  await signIn(page, 'hacker09@demo.src');
  const userId = ((await apiFromPage(page, 'GET', '/v2/api/info')).retdata as { info: { userId: number } }).info.userId;
  const blocked: string[] = [];
  await page.route('**/v2/api/notice/stream**', (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  const polled: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v2/api/notice/unread-count')) polled.push(r.url());
  });
  await page.goto('/v2/home?language=zh');
  const before = await unreadCount(page);
  await expect.poll(() => polled.length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(blocked.length).toBeGreaterThan(0);

  const staff = await staffPage(browser, 'zh');
  await giveCoins(staff, userId, `polled-${Date.now()}`);
  await expect(unreadLink(page)).toContainText(String(before + 1), { timeout: 10_000 });
  await screenshot(page, 'live-notice-polling-zh');
  await staff.context().close();
  await context.close();
});
