// Helpers of the browser tests: sign-in codes from the dev outbox, screenshots, and a page
// instrumented to catch script execution (dialogs, console markers, page errors).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR, SCREENSHOT_DIR } from './env';

/** The newest 6-digit code mailed to `email`, read from DATA_DIR/outbox.log (polls up to 10 s). */
export async function codeFromOutbox(email: string, after = 0): Promise<string> {
  const file = path.join(E2E_DATA_DIR, 'outbox.log');
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if (fs.existsSync(file)) {
      const text = fs.readFileSync(file, 'utf8').slice(after);
      const blocks = text.split(email).slice(1);
      const last = blocks.at(-1);
      const code = last ? /\b(\d{6})\b/.exec(last)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code for ${email} in ${file}`);
}

export function outboxSize(): number {
  const file = path.join(E2E_DATA_DIR, 'outbox.log');
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

/** True in the `mobile` project (a phone: the top bar's menu sits behind its menu button). */
export function isPhone(): boolean {
  return test.info().project.use.isMobile === true;
}

/** Keeps a screenshot (the whole page unless `fullPage` is false: then what the screen shows). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
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

/** Where a signed-in account's cookies are kept for later files (the data folder is new each run). */
function sessionFile(email: string): string {
  return path.join(E2E_DATA_DIR, 'sessions', `${email.replace(/[^a-z0-9.@-]/gi, '_')}.json`);
}

/**
 * Runs `fresh` to sign `email` in, unless the account signed in earlier in the run: then its saved
 * cookies are used and `check` confirms the session. A second code within 120 s would be refused
 * (the resend interval), as it would be for a person.
 */
export async function withSavedSession(page: Page, email: string, fresh: () => Promise<void>, check: () => Promise<void>): Promise<void> {
  const saved = sessionFile(email);
  if (fs.existsSync(saved)) {
    const state = JSON.parse(fs.readFileSync(saved, 'utf8')) as { cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0] };
    await page.context().addCookies(state.cookies);
    await check();
    return;
  }
  await fresh();
  fs.mkdirSync(path.dirname(saved), { recursive: true });
  await page.context().storageState({ path: saved });
}

/** Signs `email` in the way a person does: the top bar's sign-in (Chinese site), a code from the outbox. */
export async function signIn(page: Page, email: string): Promise<void> {
  await withSavedSession(
    page,
    email,
    () => signInWithCode(page, email),
    async () => {
      await page.goto('/v2/home?language=zh');
      await openMenuOnPhone(page);
      await expect(page.getByRole('button', { name: '退出' })).toBeVisible();
    },
  );
}

async function signInWithCode(page: Page, email: string): Promise<void> {
  const before = outboxSize();
  await page.goto('/v2/home?language=zh');
  await openMenuOnPhone(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '邮箱登录' });
  await dialog.getByLabel('邮箱').fill(email);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const code = await codeFromOutbox(email, before);
  await dialog.getByLabel('验证码').fill(code);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog).toBeHidden();
  await openMenuOnPhone(page);
  await expect(page.getByRole('button', { name: '退出' })).toBeVisible();
}

/**
 * Runs axe on the page and fails on any serious or critical violation (named in the message), once
 * running animations have ended (a dialog fading in has half-transparent text: a false contrast
 * failure). `exclude`: selectors of content the site does not write (a researcher's rich text).
 */
export async function expectAccessible(page: Page, name: string, exclude: string[] = []): Promise<void> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder.exclude(selector);
  const result = await builder.analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length}× e.g. ${v.nodes[0]?.html.slice(0, 160) ?? ''} — ${v.nodes[0]?.failureSummary ?? ''}`);
  expect(bad, `accessibility on ${name}`).toEqual([]);
}
