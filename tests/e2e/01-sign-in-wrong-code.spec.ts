// A wrong sign-in code, typed while the first toast's code loads: the code reaches the field, the
// server refuses it with a message and the visitor stays signed out. On the desktop screen only (the
// phone project runs 01-sign-in, which opens the same dialog through the phone's menu).
import { expect, test } from './fixtures';
import { uniqueTag } from './seed';
import { screenshot, sendCodeAndRead } from './support';

test('a wrong code, typed while the "code sent" toast loads, is refused with a message and the visitor stays signed out', async ({ page }) => {
  // The toast's code (loaded when the first toast shows: "code sent") arrives only once the code is
  // typed, as on a slow network: the dialog stays open and keeps the focus meanwhile.
  let release = () => {};
  const typed = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/toaster-[^/]*\.js$/, async (route) => {
    const response = await route.fetch();
    await typed;
    await route.fulfill({ response });
  });
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
  // Typed key by key, as a person does: every key lands in the field.
  await dialog.getByLabel('验证码').click();
  await page.keyboard.type(wrong);
  release();
  await expect(page.getByText('验证码已发送，请查收邮件')).toBeVisible();
  await expect(dialog.getByLabel('验证码')).toHaveValue(wrong);
  await confirm.click();
  await expect(dialog.getByText('验证码错误或已过期')).toBeVisible();
  await expect(page.getByRole('button', { name: '退出' })).toHaveCount(0);
  await screenshot(page, 'zh-sign-in-wrong-code');
});
