// Sign-in by email code as a new visitor: the modal, the code from the dev outbox, the account
// created at first sign-in, the nickname in the top bar; a wrong code keeps the visitor signed out.
import { expect, test } from '@playwright/test';
import { codeFromOutbox, outboxSize, screenshot, signIn } from './support';

test('a new visitor signs in with a mailed code and signs out again', async ({ page }) => {
  const email = `e2e-signin-${Date.now()}@example.com`;
  await signIn(page, email);
  await screenshot(page, 'zh-home-signed-in');
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
});

test('a wrong code is refused with a message and the visitor stays signed out', async ({ page }) => {
  const email = `e2e-wrong-${Date.now()}@example.com`;
  const before = outboxSize();
  await page.goto('/v2/home?language=zh');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: '登录', exact: true });
  await dialog.getByLabel('邮箱').fill(email);
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const code = await codeFromOutbox(email, before);
  await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByLabel('验证码').fill(wrong);
  await confirm.click();
  await expect(dialog.getByText('验证码错误或已过期')).toBeVisible();
  await expect(page.getByRole('button', { name: '退出' })).toHaveCount(0);
  await screenshot(page, 'zh-sign-in-wrong-code');
});
