// Two-factor sign-in from the browser (docs/rules.md#second-factor): a researcher turns it on in the
// personal info page (the QR code's key read from the page, the code computed from it with otpauth,
// as an authenticator app would), signs out, and signs in again: the emailed code, then the
// authenticator's. Chinese only: the English screens add nothing the component tests do not cover.
// The account gets a fresh sign-in address by an email change through the API, so its second
// emailed sign-in code is not held back by the 120 s between two codes of one address.
import { expect, test } from './fixtures';
import { Secret, TOTP } from 'otpauth';
import { codeFromOutbox, newResearcher, ok, outboxSize, uniqueTag } from './seed';
import { newPage, screenshot, sendCodeAndRead } from './support';

const codeAt = (secret: string, ms: number) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });

test('a researcher turns on two-factor sign-in, signs out and signs in with the authenticator code', async ({ browser }) => {
  const researcher = await newResearcher('e2e-2fa', { phone: false });
  const email = `${uniqueTag('e2e-2fa-new')}@example.com`;
  const before = outboxSize();
  await ok(researcher.api.client.POST('/v2/api/my/email/code', { body: { email } }));
  await ok(researcher.api.client.POST('/v2/api/my/email', { body: { email, code: codeFromOutbox(email, before) } }));

  const page = await newPage(browser, researcher.api.storageState());
  await page.goto('/v2/user/infos?language=zh');
  const section = page.getByRole('region', { name: '两步验证' });
  await expect(section.getByText('未开启')).toBeVisible();
  await section.getByRole('button', { name: '开启两步验证' }).click();
  const setup = page.getByRole('dialog', { name: '设置身份验证器' });
  await expect(setup.getByRole('img', { name: '身份验证器二维码' })).toBeVisible();
  const secret = (await setup.getByTestId('second-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await setup.getByLabel('验证码').fill(codeAt(secret, Date.now()));
  await setup.getByRole('button', { name: '确认' }).click();
  await expect(setup.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await screenshot(page, 'zh-second-factor-recovery-codes');
  await setup.getByRole('button', { name: '我已保存' }).click();
  await expect(section.getByText('已开启')).toBeVisible();
  await expect(section.getByText('剩余恢复码：10 个')).toBeVisible();

  await page.getByRole('button', { name: '退出' }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await page.goto('/v2/home?language=zh');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const signIn = page.getByRole('dialog', { name: '邮箱登录' });
  await signIn.getByLabel('邮箱').fill(email);
  const code = await sendCodeAndRead(page, signIn.getByRole('button', { name: '获取验证码' }), email);
  await signIn.getByLabel('验证码').fill(code);
  await signIn.getByRole('button', { name: '登录', exact: true }).click();

  // Not signed in yet: the second step asks for the authenticator's code.
  const second = page.getByRole('dialog', { name: '两步验证' });
  await expect(second).toBeVisible();
  await screenshot(page, 'zh-second-factor-sign-in');
  // The code of the next 30 s step (accepted a step early): the confirming code's step is used.
  await second.getByLabel('验证码').fill(codeAt(secret, Date.now() + 30_000));
  await second.getByRole('button', { name: '登录', exact: true }).click();
  await expect(second).toBeHidden();
  await expect(page.getByRole('button', { name: '退出' })).toBeVisible();
});
