// Staff act in the browser tests as a person does: through the console at /v2/admin/ (in the staff
// session the setup project saved; 06 signs in at the console's own gate once: the sign-in dialog,
// a code from the outbox). Texts per language live here once.
import { expect, type Page } from '@playwright/test';
import { sendCodeAndRead } from './support';

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
    code: 'Verification code',
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

/**
 * On the console's sign-in gate (already open in `page`): the dialog, the mailed code, signed in;
 * with `authenticatorCode`, an account with two-factor sign-in on: its second step too (Chinese).
 */
export async function signInAtGate(page: Page, email: string, lang: Lang, authenticatorCode?: () => string): Promise<void> {
  const G = GATE[lang];
  await expect(page.getByRole('heading', { name: G.title })).toBeVisible();
  await page.getByRole('button', { name: G.signIn, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: G.dialog });
  await dialog.getByLabel(G.email, { exact: true }).fill(email);
  const code = await sendCodeAndRead(page, dialog.getByRole('button', { name: G.sendCode }), email);
  await dialog.getByLabel(G.code, { exact: true }).fill(code);
  await dialog.getByRole('button', { name: G.confirm, exact: true }).click();
  if (authenticatorCode) {
    const second = page.getByRole('dialog', { name: '两步验证' });
    await expect(second).toBeVisible();
    await second.getByLabel('验证码').fill(authenticatorCode());
    await second.getByRole('button', { name: G.confirm, exact: true }).click();
    await expect(second).toBeHidden();
  }
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('navigation', { name: G.menu })).toBeVisible();
}
