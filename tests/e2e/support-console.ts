// Staff act in the browser tests as a person does: through the console at /v2/admin/, signing in
// at its own gate (the sign-in dialog, a code from the outbox). Texts per language live here once.
import { expect, type Page } from '@playwright/test';
import { codeFromOutbox, outboxSize, withSavedSession } from './support';

export type Lang = 'zh' | 'en';

export const GATE = {
  zh: {
    title: '员工登录',
    signIn: '登录',
    dialog: '邮箱登录',
    email: '邮箱',
    sendCode: '获取验证码',
    code: '验证码',
    confirm: '登录',
    menu: '后台菜单',
    noPermission: '抱歉，您没有权限访问运营后台',
  },
  en: {
    title: 'Staff sign-in',
    signIn: 'Sign in',
    dialog: 'Sign in by email',
    email: 'Email',
    sendCode: 'Get code',
    code: 'Captcha',
    confirm: 'Sign in',
    menu: 'Console menu',
    noPermission: 'Sorry, you do not have permission to open the staff console',
  },
} as const;

/** A console address in a language (`path` relative to /v2/admin, with or without a query). */
export function consoleUrl(path: string, lang: Lang): string {
  const full = `/v2/admin${path === '/' ? '/' : path}`;
  return `${full}${full.includes('?') ? '&' : '?'}language=${lang}`;
}

/** On the console's sign-in gate (already open in `page`): the dialog, the mailed code, signed in. */
export async function signInAtGate(page: Page, email: string, lang: Lang): Promise<void> {
  const G = GATE[lang];
  await expect(page.getByRole('heading', { name: G.title })).toBeVisible();
  await page.getByRole('button', { name: G.signIn, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: G.dialog });
  const before = outboxSize();
  await dialog.getByLabel(G.email, { exact: true }).fill(email);
  await dialog.getByRole('button', { name: G.sendCode }).click();
  await dialog.getByLabel(G.code, { exact: true }).fill(await codeFromOutbox(email, before));
  await dialog.getByRole('button', { name: G.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('navigation', { name: G.menu })).toBeVisible();
}

/**
 * Signs a staff member in at the console's gate (Chinese), or reuses the session saved earlier in
 * the run (a second code within 120 s would be refused, as for a person).
 */
export async function signInConsole(page: Page, email: string): Promise<void> {
  await withSavedSession(
    page,
    email,
    async () => {
      await page.goto(consoleUrl('/', 'zh'));
      await signInAtGate(page, email, 'zh');
    },
    async () => {
      await page.goto(consoleUrl('/', 'zh'));
      await expect(page.getByRole('navigation', { name: GATE.zh.menu })).toBeVisible();
    },
  );
}
