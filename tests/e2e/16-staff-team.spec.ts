// A security team set up from the browser alone, with least privilege: the owner (the demo admin)
// invites a colleague as a triager; the colleague signs in at the console's gate by email code and
// lands in the console with that role (no settings in the menu, the settings address refused);
// turns on two-factor sign-in on the console's own-account screen (the key read from the page, the
// code computed with otpauth as an authenticator app would); signs in again, the authenticator's
// code after the mailed one; starts the review of a report. The owner then reads all of it in the
// audit log. Chinese only: the English screens are in 06's sweep (axe, no Chinese interface text).
// The colleague gets a fresh sign-in address by an email change through the API before signing in
// again, so the second mailed code is not held back by the 120 s between two codes of one address.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { Secret, TOTP } from 'otpauth';
import { ApiSession, codeFromOutbox, newResearcher, ok, outboxSize, STAFF_STATE, STATE_DIR, submitReport, uniqueTag } from './seed';
import { consoleUrl, GATE, signInAtGate } from './support-console';
import { expectAccessible, newPage, screenshot } from './support';

const codeAt = (secret: string, ms: number) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });
const G = GATE.zh;

test('an owner invites a triager who signs in, turns on two-factor sign-in, triages a report and cannot open the settings; the owner reads it in the audit log', async ({ browser }) => {
  const tag = uniqueTag('e2e-team');
  const email = `${tag}@example.com`;

  // The owner invites the colleague as a triager.
  const owner = await newPage(browser, STAFF_STATE);
  await owner.goto(consoleUrl('/staff', 'zh'));
  await expect(owner.getByRole('heading', { name: '团队成员', level: 1 })).toBeVisible();
  await owner.getByRole('button', { name: '邀请成员' }).click();
  const invite = owner.getByRole('dialog', { name: '邀请成员' });
  await invite.getByLabel('邮箱').fill(email);
  await invite.getByText('审核员', { exact: true }).click();
  await expect(invite.getByRole('checkbox', { name: /审核员/ })).toBeChecked();
  await expectAccessible(owner, 'zh console invite dialog');
  await invite.getByRole('button', { name: '发送邀请' }).click();
  await expect(invite.getByText(`邀请已发送至 ${email}`)).toBeVisible();
  await invite.getByRole('button', { name: '确定' }).click();
  await expect(owner.getByTestId('staff-invitation').filter({ hasText: email }).getByText('待接受')).toBeVisible();

  // The colleague signs in at the gate and is a triager: reports, not settings.
  const colleague = await newPage(browser);
  const asked: string[] = [];
  colleague.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await colleague.goto(consoleUrl('/', 'zh'));
  await signInAtGate(colleague, email, 'zh');
  // The dashboard a triager lands on shows its figures and never asks for the owners' per-staff
  // table (a refused read once sent the console to the public no-permission page and back).
  await expect(colleague.getByTestId('sla-months')).toBeVisible();
  expect(asked).not.toContain('/v2/admin/api/dashboard/staff');
  expect(new URL(colleague.url()).pathname).toBe('/v2/admin/');
  const menu = colleague.getByRole('navigation', { name: G.menu });
  await expect(menu.getByRole('link', { name: '漏洞审核' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '系统设置' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '团队成员' })).toHaveCount(0);
  await colleague.goto(consoleUrl('/settings', 'zh'));
  await expect(colleague.getByText('你的角色不能查看这个页面，请联系团队负责人')).toBeVisible();
  await screenshot(colleague, 'zh-console-triager-settings-refused');

  // Two-factor sign-in, on the console's own-account screen.
  await menu.getByRole('link', { name: '账号安全' }).click();
  const section = colleague.getByRole('region', { name: '两步验证' });
  await section.getByRole('button', { name: '开启两步验证' }).click();
  const setup = colleague.getByRole('dialog', { name: '设置身份验证器' });
  const secret = (await setup.getByTestId('second-factor-secret').textContent())!.trim();
  await setup.getByLabel('验证码').fill(codeAt(secret, Date.now()));
  await setup.getByRole('button', { name: '确认' }).click();
  await expect(setup.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await setup.getByRole('button', { name: '我已保存' }).click();
  await expect(section.getByText('已开启')).toBeVisible();

  // A fresh address (see the top), then a new browser signs in: the mailed code, then the authenticator's.
  const statePath = path.join(STATE_DIR, `${tag}.json`);
  await colleague.context().storageState({ path: statePath });
  const api = await ApiSession.fromState(statePath);
  fs.rmSync(statePath, { force: true });
  const newEmail = `${tag}-2fa@example.com`;
  const before = outboxSize();
  await ok(api.client.POST('/v2/api/my/email/code', { body: { email: newEmail } }));
  await ok(api.client.POST('/v2/api/my/email', { body: { email: newEmail, code: codeFromOutbox(newEmail, before) } }));
  await colleague.context().close();

  const again = await newPage(browser);
  await again.goto(consoleUrl('/', 'zh'));
  // The authenticator's code of the next step: the one that confirmed it is used.
  await signInAtGate(again, newEmail, 'zh', () => codeAt(secret, Date.now() + 30_000));

  // The triager starts the review of a new report.
  const researcher = await newResearcher('e2e-team-r');
  const name = `团队分工验证 ${tag}`;
  const id = await submitReport(researcher.api, { name });
  await again.goto(consoleUrl(`/bugs/${id}`, 'zh'));
  await again.getByRole('button', { name: '开始审核', exact: true }).click();
  await again.getByRole('alertdialog', { name: '确认执行“开始审核”？' }).getByRole('button', { name: '开始审核', exact: true }).click();
  await expect(again.getByText('已执行“开始审核”')).toBeVisible();
  await again.context().close();

  // The owner reads who did what: the invitation, the colleague's sign-ins, its second factor, the review.
  await owner.goto(consoleUrl('/audit', 'zh'));
  await expect(owner.getByRole('heading', { name: '审计日志', level: 1 })).toBeVisible();
  const rows = owner.getByRole('row');
  await expect(rows.filter({ hasText: email }).filter({ hasText: '开启两步验证' })).toBeVisible();
  await expect(rows.filter({ hasText: newEmail }).filter({ hasText: '登录' })).toBeVisible();
  await expect(
    rows
      .filter({ hasText: newEmail })
      .filter({ hasText: '处理漏洞' })
      .getByRole('link', { name: `漏洞 #${id}` }),
  ).toBeVisible();
  // The invitation's entry names whom it invited, in its summary.
  const invitation = rows.filter({ hasText: 'admin@demo.src' }).filter({ hasText: '邀请成员' }).first();
  await invitation.getByRole('button', { name: /详情/ }).click();
  await expect(owner.getByText(email).first()).toBeVisible();
  await expectAccessible(owner, 'zh console audit log');
  await screenshot(owner, 'zh-console-audit-log');

  // The team screen shows the new triager with the second factor on.
  await owner.goto(consoleUrl('/staff', 'zh'));
  const member = owner.getByTestId('staff-member').filter({ hasText: newEmail });
  await expect(member.getByText('审核员')).toBeVisible();
  await expect(member.getByText('已开启')).toBeVisible();
  await screenshot(owner, 'zh-console-team');
  await owner.context().close();
});
