// Live notices: two browser pages side by side. A researcher (its own account) has the message
// centre open; staff change the researcher's coins, and the researcher's page shows the toast, the
// new notice in the list and the top bar's unread count going up, without a reload. The other way
// round, a researcher's leave message raises the console's inbox badge without a reload (in the
// console of a staff member of this spec: each staff member has their own read state, so no other
// test's reading lowers the count meanwhile). With the stream blocked, the page falls back to
// polling and the count still changes. In Chinese: the toast's and badge's English words are
// locale texts, which 06's and 09's sweeps check.
import type { Page } from '@playwright/test';
import { expect, expectConsoleError, test } from './fixtures';
import { CAPTCHA } from './env';
import { giveCoins, newResearcher, ok, setRole, staffApi, uniqueTag } from './seed';
import { consoleUrl } from './support-console';
import { newPage, screenshot } from './support';

/** The top bar's link to the message centre (its name carries the unread count). */
// Not the language switch (a link to the same page, marked with its language).
const unreadLink = (page: Page) => page.getByRole('banner').locator('a[href*="/user/msgs"]:not([lang])').first();
const unreadCount = async (page: Page) => Number((await unreadLink(page).innerText()).replace(/\D+/g, '') || 0);

test('a staff action’s notice arrives on the researcher’s open page, and a researcher’s message on the console’s', async ({ browser }) => {
  const researcher = await newResearcher('e2e-live');
  const page = await newPage(browser, researcher.state);
  const streaming = page.waitForResponse((r) => r.url().includes('/v2/api/notice/stream'));
  await page.goto('/v2/user/msgs?language=zh');
  expect((await streaming).headers()['content-type']).toContain('text/event-stream');
  const before = await unreadCount(page);
  const reason = uniqueTag('live');
  const loadsBefore = await page.evaluate(() => performance.getEntriesByType('navigation').length);

  await giveCoins(await staffApi(), researcher.id, 3, reason);
  await expect(page.getByText('新消息').first()).toBeVisible({ timeout: 5_000 });
  await expect(unreadLink(page)).toContainText(String(before + 1));
  await expect(page.getByRole('main').getByText(reason).first()).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(loadsBefore);
  await screenshot(page, 'live-notice-researcher-zh');

  // The other way: a leave message reaches the console's inbox badge without a reload. The badge's
  // link names the exact count (the badge itself stops at 99+).
  const colleague = await newResearcher('e2e-live-staff', { phone: false });
  await setRole(await staffApi(), colleague.id, 'staff');
  const staff = await newPage(browser, colleague.state);
  await staff.goto(consoleUrl('/', 'zh'));
  const total = async () => (await ok(colleague.api.client.GET('/v2/admin/api/inbox/unread'))).total;
  const inboxBefore = await total();
  const inboxLink = staff.getByRole('banner').locator('a[href*="/inbox"]').first();
  const shown = async () => Number(/\d+/.exec((await inboxLink.getAttribute('aria-label')) ?? '')?.[0] ?? 0);
  // Loaded (the name says how many) before the researcher acts.
  await expect.poll(shown).toBeGreaterThanOrEqual(inboxBefore);
  const title = uniqueTag('live-message');
  await researcher.api.client.GET('/v2/api/captcha/graph', { parseAs: 'blob' });
  await ok(researcher.api.client.POST('/v2/api/leave-message', { body: { title, content: '<p>hello</p>', captcha: CAPTCHA } }));
  // The badge catches up with a count that holds the message (other specs' reports may raise it
  // further meanwhile; nothing lowers it: nobody else reads as this staff member).
  const after = await total();
  expect(after).toBeGreaterThanOrEqual(inboxBefore + 1);
  await expect.poll(shown, { timeout: 5_000 }).toBeGreaterThanOrEqual(after);
  const { items } = await ok(colleague.api.client.GET('/v2/admin/api/inbox', { params: { query: { kind: 'leave-message', pageSize: 50 } } }));
  expect(items.find((i) => i.title === title)?.read).toBe(false);
  expect(await staff.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  await screenshot(staff, 'live-notice-console-zh');
  await staff.context().close();
  await page.context().close();
});

test('with the stream blocked the page polls, and the count still changes without a reload', async ({ browser }) => {
  // The blocked stream's requests fail in the console, as the test means them to.
  expectConsoleError(/Failed to load resource: net::ERR_FAILED/);
  const researcher = await newResearcher('e2e-poll', { phone: false });
  const context = await browser.newContext({ storageState: researcher.state });
  // The fallback's interval for an automated browser (lib/liveNotices.ts), so the test need not wait 45 s.
  await context.addInitScript(() => Object.assign(window, { __srcLivePollMs: 1_500 }));
  const page = await context.newPage();
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

  await giveCoins(await staffApi(), researcher.id, 3, uniqueTag('polled'));
  await expect(unreadLink(page)).toContainText(String(before + 1), { timeout: 10_000 });
  await screenshot(page, 'live-notice-polling-zh');
  await context.close();
});
