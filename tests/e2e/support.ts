// Helpers of the browser tests: pages signed in from a saved state, the sign-in as a person does it
// (the 01-sign-in specs only), screenshots, overflow and accessibility checks, and a page
// instrumented to catch script execution (dialogs, console markers, page errors).
import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './env';
import { codeFromOutbox, outboxSize, type StorageState } from './seed';

/** A page in a new context: signed in when given a saved state (a file of the setup project or a seeded account's). */
export async function newPage(browser: Browser, storageState?: string | StorageState): Promise<Page> {
  return (await browser.newContext({ storageState })).newPage();
}

/** True in the `mobile` project (a phone: the top bar's menu sits behind its menu button). */
export function isPhone(): boolean {
  return test.info().project.use.isMobile === true;
}

/**
 * Keeps a screenshot (the whole page unless `fullPage` is false: then what the screen shows) when
 * E2E_SCREENSHOTS=1. Taking them is about a tenth of the browser suite's time and asserts nothing,
 * so `npm test` skips them; a failed test keeps Playwright's own screenshot either way.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = `${isPhone() ? 'mobile-' : ''}${name}.png`;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, file), fullPage });
}

/** Nothing is wider than the screen: the page never scrolls sideways (wide tables scroll in their card). */
export async function expectNoHorizontalOverflow(page: Page, name: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${name}: the page is ${scrollWidth} px wide on a ${innerWidth} px screen`).toBeLessThanOrEqual(innerWidth);
}

/** The top bar's menu button (its name adds the unread count when there is one). */
export function menuButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^(打开菜单|Open menu)/ });
}

/** On a phone, opens the top bar's menu (the sign-in and sign-out buttons live there); elsewhere nothing. */
export async function openMenuOnPhone(page: Page): Promise<void> {
  if (!isPhone()) return;
  await menuButton(page).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/**
 * Clicks the button that sends a code and returns the code once the server has answered (it writes
 * the outbox line before it answers).
 */
export async function sendCodeAndRead(page: Page, button: Locator, to: string): Promise<string> {
  const before = outboxSize();
  const answered = page.waitForResponse((r) => /\/v2\/api\/(send\/code|my\/phone\/code)\b/.test(r.url()) && r.request().method() === 'POST');
  await button.click();
  await answered;
  return codeFromOutbox(to, before);
}

/** Signs `email` in the way a person does: the top bar's sign-in (Chinese site), the code from the outbox. */
export async function signInThroughUi(page: Page, email: string): Promise<void> {
  await page.goto('/v2/home?language=zh');
  await openMenuOnPhone(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '邮箱登录' });
  await dialog.getByLabel('邮箱').fill(email);
  const code = await sendCodeAndRead(page, dialog.getByRole('button', { name: '获取验证码' }), email);
  await dialog.getByLabel('验证码').fill(code);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog).toBeHidden();
  await openMenuOnPhone(page);
  await expect(page.getByRole('button', { name: '退出' })).toBeVisible();
}

/** Records anything that would mean injected script ran: dialogs, a console marker, page errors. */
export function watchForScript(page: Page): { fired: string[] } {
  const fired: string[] = [];
  page.on('dialog', (d) => {
    fired.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => {
    if (/XSS-MARKER/.test(m.text())) fired.push(`console: ${m.text()}`);
  });
  return { fired };
}

export async function expectNoScriptRan(watch: { fired: string[] }): Promise<void> {
  expect(watch.fired).toEqual([]);
}

/** axe-core as the page sees it once its script has run there. */
type AxeInPage = { axe?: typeof axe };

/**
 * Runs axe on the page and fails on any serious or critical violation (named in the message), once
 * running animations have ended (a dialog fading in has half-transparent text: a false contrast
 * failure). `exclude`: selectors of content the site does not write (a researcher's rich text).
 * axe-core is put in the page once per document and run there with its own `axe.run` (the site has
 * no frames and keeps the script across its own navigation). @axe-core/playwright evaluated the
 * 500 kB script twice and configured it on every call: 620 ms a scan on the personal centre's pages,
 * against 160 ms for a run of the script already in the page (75 ms to put it there). Only
 * violations are detailed (the passes are not looked at).
 */
export async function expectAccessible(page: Page, name: string, exclude: string[] = []): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  if (!(await page.evaluate(() => Boolean((window as AxeInPage).axe)))) await page.evaluate(axe.source);
  const result = await page.evaluate(
    (selectors) =>
      (window as AxeInPage).axe!.run(selectors.length > 0 ? { exclude: selectors } : document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      }),
    exclude,
  );
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length}× e.g. ${v.nodes[0]?.html.slice(0, 160) ?? ''} — ${v.nodes[0]?.failureSummary ?? ''}`);
  expect(bad, `accessibility on ${name}`).toEqual([]);
}
