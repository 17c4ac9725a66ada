// Submitting a report on the public site as a researcher does, for the journeys that start with one:
// the required fields, then (after whatever the journey adds: an activity, a CVSS vector) the
// description, the captcha and the rules, and the phone when the site asks to bind one first.
import { expect, type Page } from '@playwright/test';
import { CAPTCHA } from './env';
import { sendCodeAndRead } from './support';

export const REPORT_FORM = {
  zh: {
    name: '漏洞名称',
    mainType: '漏洞大类',
    subType: '漏洞子类',
    level: '中危',
    link: '漏洞链接',
    captcha: '验证码',
    submit: '提交漏洞',
    bindTitle: '绑定手机',
    phone: '手机号码',
    sendCode: '获取验证码',
    code: '验证码',
    confirm: '确定',
    records: '查看漏洞记录',
  },
  en: {
    name: 'Vulnerability Name',
    mainType: 'Category',
    subType: 'Sub-type',
    level: 'Medium',
    link: 'Vulnerability Link',
    captcha: 'Captcha',
    submit: 'Submit',
    bindTitle: 'Bind your phone',
    phone: 'Phone',
    sendCode: 'Send code',
    code: 'Verification code',
    confirm: 'Confirm',
    records: 'Open vulnerability records',
  },
} as const;

/** On the report form: the name, the first type and sub-type, a medium level and the link. */
export async function fillReport(page: Page, lang: 'zh' | 'en', name: string, link: string): Promise<void> {
  const F = REPORT_FORM[lang];
  await page.getByLabel(F.name).fill(name);
  await page.getByRole('combobox', { name: F.mainType }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: F.subType }).selectOption({ index: 1 });
  await page.getByText(F.level, { exact: true }).click();
  await page.getByLabel(F.link).fill(link);
}

/** Types the description, answers the captcha, accepts the rules and submits; binds `phone` when given (the first report). */
export async function sendReport(page: Page, lang: 'zh' | 'en', detail: string, phone: string | null): Promise<void> {
  const F = REPORT_FORM[lang];
  await page.locator('.ProseMirror').click();
  await page.keyboard.type(detail);
  await page.getByLabel(F.captcha, { exact: true }).fill(CAPTCHA);
  await page.locator('[data-part=control][data-scope=checkbox]').click();
  await page.getByRole('button', { name: F.submit, exact: true }).click();
  if (phone) {
    const dialog = page.getByRole('dialog', { name: F.bindTitle });
    await dialog.getByLabel(F.phone, { exact: true }).fill(phone);
    const code = await sendCodeAndRead(page, dialog.getByRole('button', { name: F.sendCode }), phone);
    await dialog.getByLabel(F.code, { exact: true }).fill(code);
    await dialog.getByRole('button', { name: F.confirm }).click();
  }
  await expect(page.getByRole('link', { name: F.records })).toBeVisible();
}
