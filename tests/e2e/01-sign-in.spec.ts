// Sign-in by email code as a new visitor, the way a person does it (every other spec starts from a
// saved session): the top bar's sign-in (on a phone, in its menu), the code from the dev outbox, the
// account created at first sign-in, signed out again; a wrong code keeps the visitor signed out.
import { expect, test } from '@playwright/test';
import { uniqueTag } from './seed';
import { isPhone, openMenuOnPhone, screenshot, sendCodeAndRead, signInThroughUi } from './support';

test('a new visitor signs in with a mailed code and signs out again', async ({ page }) => {
  // Its own account: signing out ends the session.
  await signInThroughUi(page, `${uniqueTag('e2e-signin')}@example.com`);
  await screenshot(page, 'zh-home-signed-in');
  // (signInThroughUi leaves a phone's menu open on the sign-out button.)
  await page.getByRole('button', { name: '退出' }).click();
  await openMenuOnPhone(page);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
});

test('a wrong code is refused with a message and the visitor stays signed out', async ({ page }) => {
  test.skip(isPhone(), 'the dialog is the same on a phone; the first test opens it there');
  const email = `${uniqueTag('e2e-wrong')}@example.com`;
  await page.goto('/v2/home?language=zh');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: '登录', exact: true });
  await dialog.getByLabel('邮箱').fill(email);
  await expect(confirm).toBeDisabled();
  const code = await sendCodeAndRead(page, dialog.getByRole('button', { name: '获取验证码' }), email);
  await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByLabel('验证码').fill(wrong);
  await confirm.click();
  await expect(dialog.getByText('验证码错误或已过期')).toBeVisible();
  await expect(page.getByRole('button', { name: '退出' })).toHaveCount(0);
  await screenshot(page, 'zh-sign-in-wrong-code');
});
