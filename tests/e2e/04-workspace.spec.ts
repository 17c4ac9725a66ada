// The researcher's workspace, tried as a new user does in Chromium: a new account (signed in
// through the API) submits a report with a table and an attachment (the phone binding asked on the
// way), finds it in the records, replies in its thread, edits the profile, adds an address, creates
// a team that staff approve in the console and a second new user joins, and clears the message
// centre. In Chinese: the English report form and phone binding are 14's, and every English page of
// the workspace is checked by 09's sweep (axe, no Chinese interface text).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CAPTCHA } from './env';
import { newResearcher, phoneFor, STAFF_STATE, uniqueTag, type Researcher } from './seed';
import { consoleUrl } from './support-console';
import { newPage, screenshot, sendCodeAndRead } from './support';
import { REPORT_FORM } from './steps-report';

const L = {
  ...REPORT_FORM.zh,
  table: '插入表格',
  insert: '插入',
  attach: '上传附件',
  remove: '移除',
  tooEarly: '提交后未满催审天数',
  reply: '回复内容',
  send: '发送',
  edit: '编辑',
  nickname: '昵称',
  sign: '个性签名',
  save: '保存',
  profileSaved: '个人信息已保存',
  addAddress: '新增地址',
  recipient: '收货人',
  tel: '手机号码',
  address: '详细地址',
  addressSaved: '地址已保存',
  teamName: '团队名称',
  intro: '团队介绍',
  contact: '联系方式',
  teamSubmit: '提交申请',
  teamSent: '创建申请已提交，请等待审核',
  search: '搜索团队名称',
  apply: '申请加入',
  applyTitle: (n: string) => `申请加入“${n}”`,
  applyRule: '申请将发送给队长审批',
  applied: '申请已发送，请等待队长审批',
  approve: '同意',
  approved: '已同意入队申请',
  members: '团队成员（2/15）',
  system: '系统消息',
  clearAll: '清空全部',
  clearTitle: '清空全部消息',
  clearConfirm: '确定清空',
  cleared: '已清空全部消息',
  noMessages: '暂无消息',
  staffApprove: '通过',
  staffApproveTitle: (n: string) => `通过战队“${n}”`,
  staffReviewed: '审核完成',
} as const;

const stamp = uniqueTag('ws');
const bugName = `E2E stored XSS ${stamp}`;
const teamName = `E2E team ${Date.now().toString(36)}`;
const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}language=zh`;

test.describe('workspace', () => {
  test.describe.configure({ mode: 'serial' });

  let researcher: Researcher;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    // No phone yet: the report form asks to bind one.
    researcher = await newResearcher('e2e-ws', { phone: false });
    page = await newPage(browser, researcher.state);
  });
  test.afterAll(async () => {
    await page.context().close();
  });
  const phone = phoneFor(stamp);

  test('submits a report with a table and an attachment, binding the phone on the way', async () => {
    await page.goto(at('/v2/loophole/create'));
    await page.getByLabel(L.name).fill(bugName);
    await page.getByRole('combobox', { name: L.mainType }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: L.subType }).selectOption({ index: 1 });
    await page.getByText(L.level, { exact: true }).click();
    await page.getByLabel(L.link).fill('https://app.example.com/search?q=1');
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('复现步骤：在搜索框输入载荷。');
    await page.getByRole('button', { name: L.table }).click();
    await page.getByRole('button', { name: L.insert, exact: true }).click();
    await page.keyboard.type('request parameters');
    await expect(page.locator('.ProseMirror table')).toBeVisible();
    // A 600 KB PDF (on loopback the progress bar is gone too soon to see; the unit test covers it):
    // once uploaded, the file is listed with its remove control and no progress bar is left.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(600 * 1024, 0x20)]);
    await page.getByLabel(L.attach).setInputFiles({ name: 'poc.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('poc.pdf')).toBeVisible();
    await expect(page.getByRole('button', { name: L.remove, exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.getByLabel(L.captcha, { exact: true }).fill(CAPTCHA);
    await page.locator('[data-part=control][data-scope=checkbox]').click();
    await screenshot(page, 'zh-ws-report-filled');
    await page.getByRole('button', { name: L.submit, exact: true }).click();

    // A new account has no phone: the binding dialog opens and the submission continues after it.
    const dialog = page.getByRole('dialog', { name: L.bindTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(L.phone, { exact: true }).fill(phone);
    const code = await sendCodeAndRead(page, dialog.getByRole('button', { name: L.sendCode }), phone);
    await dialog.getByLabel(L.code, { exact: true }).fill(code);
    await dialog.getByRole('button', { name: L.confirm }).click();
    await expect(page.getByRole('link', { name: L.records })).toBeVisible();
    await screenshot(page, 'zh-ws-report-submitted');
  });

  test('finds the report in the records, opens it and replies in its thread', async () => {
    await page.getByRole('link', { name: L.records }).click();
    await expect(page).toHaveURL(/\/v2\/user\/bugs/);
    await page.getByRole('link', { name: bugName }).click();
    await expect(page.getByRole('heading', { name: bugName })).toBeVisible();
    await expect(page.getByText(L.tooEarly)).toBeVisible();
    await expect(page.locator('table').filter({ hasText: 'request parameters' })).toBeVisible();
    await expect(page.getByText('poc.pdf')).toBeVisible();
    const reply = '补充：影响所有搜索页面。';
    await page.getByLabel(L.reply, { exact: true }).fill(reply);
    await page.getByRole('button', { name: L.send, exact: true }).click();
    await expect(page.getByText(reply).last()).toBeVisible();
    await screenshot(page, 'zh-ws-bug-detail');
  });

  test('edits the profile and sees the bound phone', async () => {
    await page.goto(at('/v2/user/infos'));
    await expect(page.getByText(phone.slice(-4))).toBeVisible();
    await page.getByRole('button', { name: L.edit, exact: true }).click();
    await page.getByLabel(L.nickname, { exact: true }).fill(`wh${stamp.slice(-8)}`);
    const sign = '专注 Web 安全';
    await page.getByLabel(L.sign, { exact: true }).fill(sign);
    await page.getByRole('button', { name: L.save, exact: true }).click();
    await expect(page.getByText(L.profileSaved)).toBeVisible();
    await expect(page.getByText(sign)).toBeVisible();
    await screenshot(page, 'zh-ws-profile');
  });

  test('adds an address', async () => {
    await page.goto(at('/v2/user/addr'));
    await page
      .getByRole('link', { name: L.addAddress })
      .or(page.getByRole('button', { name: L.addAddress }))
      .first()
      .click();
    await page.getByLabel(L.recipient, { exact: true }).fill('张三');
    await page.getByLabel(L.tel, { exact: true }).fill('13800138000');
    const line = '北京市海淀区中关村大街 1 号';
    await page.getByLabel(L.address, { exact: true }).fill(line);
    await page.getByRole('button', { name: L.save, exact: true }).click();
    await expect(page.getByText(L.addressSaved)).toBeVisible();
    await expect(page.getByText(line)).toBeVisible();
    await screenshot(page, 'zh-ws-addresses');
  });

  test('creates a team that staff approve and a second user joins', async ({ browser }) => {
    await page.goto(at('/v2/user/team/create'));
    await page.getByLabel(L.teamName, { exact: true }).fill(teamName);
    await page.getByLabel(L.intro, { exact: true }).fill('E2E');
    await page.getByLabel(L.contact, { exact: true }).fill('team@example.com');
    await page.getByRole('button', { name: L.teamSubmit, exact: true }).click();
    await expect(page.getByText(L.teamSent)).toBeVisible();

    // Staff approve the new team on the console's team review (waiting teams), as a person does.
    const staff = await newPage(browser, STAFF_STATE);
    await staff.goto(consoleUrl('/teams?status=0', 'zh'));
    const row = staff.getByRole('row').filter({ hasText: teamName });
    await row.getByRole('button', { name: L.staffApprove, exact: true }).click();
    await staff
      .getByRole('dialog', { name: L.staffApproveTitle(teamName) })
      .getByRole('button', { name: L.staffApprove, exact: true })
      .click();
    await expect(staff.getByText(L.staffReviewed)).toBeVisible();
    await expect(row).toHaveCount(0);
    await staff.context().close();

    const second = await newResearcher('e2e-ws2');
    const other = await newPage(browser, second.state);
    await other.goto(at('/v2/user/team/join'));
    await other.getByPlaceholder(L.search).fill(teamName);
    // The search narrows the list to the new team alone; the dialog states the switch rule.
    await expect(other.getByText(teamName)).toBeVisible();
    await expect(other.getByRole('button', { name: L.apply, exact: true })).toHaveCount(1);
    await other.getByRole('button', { name: L.apply, exact: true }).click();
    const confirm = other.getByRole('dialog', { name: L.applyTitle(teamName) });
    await expect(confirm.getByText(L.applyRule)).toBeVisible();
    await confirm.getByRole('button', { name: L.apply, exact: true }).click();
    await expect(other.getByText(L.applied)).toBeVisible();
    await other.context().close();

    await page.goto(at('/v2/user/team/list'));
    await expect(page.getByText(teamName).first()).toBeVisible();
    await page.getByRole('button', { name: L.approve, exact: true }).first().click();
    await expect(page.getByText(L.approved)).toBeVisible();
    await expect(page.getByText(L.members)).toBeVisible();
    await screenshot(page, 'zh-ws-team');
  });

  test('clears the message centre', async () => {
    await page.goto(at('/v2/user/msgs'));
    await expect(page.getByText(L.system).first()).toBeVisible();
    await page.getByRole('button', { name: L.clearAll, exact: true }).click();
    await page.getByRole('alertdialog', { name: L.clearTitle }).getByRole('button', { name: L.clearConfirm, exact: true }).click();
    await expect(page.getByText(L.cleared)).toBeVisible();
    await expect(page.getByText(L.noMessages, { exact: true })).toBeVisible();
    await screenshot(page, 'zh-ws-messages-cleared');
  });
});
