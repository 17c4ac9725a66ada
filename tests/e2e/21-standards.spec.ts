// The disclosure standards in a browser, in Chinese: staff approve a disclosure with the advisory's
// product, CWE and fixed version and find the CSAF advisory's link on the review screen (the document
// it opens names them); a researcher asks for a CVE from their confirmed report, staff find the
// request in the inbox, open the report and download the CVE JSON 5 draft. Reports are seeded through
// the API; the console and the report page are what is tried here.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { actOnReport, confirmReport, newResearcher, ok, STAFF_STATE, staffApi, submitReport, uniqueTag, type Researcher } from './seed';
import { consoleUrl } from './support-console';
import { text } from './support-text';
import { newPage, screenshot } from './support';

const say = (ns: string, key: string, params: Record<string, string | number> = {}) => text('zh', ns, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
const VECTOR = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:N/VA:N/SC:N/SI:N/SA:N';

test.describe.configure({ mode: 'serial' });

let account: Researcher;
let nickname: string;
let staff: Page;

test.beforeAll(async ({ browser }) => {
  nickname = `st${uniqueTag('std').slice(-8)}`;
  account = await newResearcher('e2e-std', { nickname });
  staff = await newPage(browser, STAFF_STATE);
});
test.afterAll(async () => {
  await staff.context().close();
});

test('staff approve a disclosure with its product and CWE, and see the CSAF advisory link', async () => {
  const title = `订单越权 ${uniqueTag('csaf')}`;
  const api = await staffApi('zh');
  const bugId = await submitReport(account.api, { name: title, cvssVector: VECTOR, link: 'https://shop.example.com/order' });
  await confirmReport(api, bugId);
  await actOnReport(api, bugId, { action: 'update@finish' });
  await ok(account.api.client.POST('/v2/api/bug/{id}/disclosure', { params: { path: { id: bugId } }, body: { note: '希望公开', anonymous: false } }));

  await staff.goto(consoleUrl('/disclosures?status=pending', 'zh'));
  const row = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: title }) });
  await row.getByRole('button', { name: say('adminDisclosures', 'approve.action'), exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: say('adminDisclosures', 'approve.title', { name: title }) });
  await dialog.getByLabel(say('adminDisclosures', 'advisory.product'), { exact: true }).fill('Example Shop');
  await dialog.getByLabel(say('adminDisclosures', 'advisory.fixedVersion'), { exact: true }).fill('2.3.1');
  await dialog.getByLabel(say('adminDisclosures', 'advisory.cwe'), { exact: true }).selectOption('CWE-639');
  await expect(dialog).toHaveCSS('opacity', '1');
  await screenshot(staff, 'zh-standards-approve', { fullPage: false });
  await dialog.getByRole('button', { name: say('adminDisclosures', 'approve.confirm') }).click();
  await expect(staff.getByText(say('adminDisclosures', 'approve.done'))).toBeVisible();

  await staff.goto(consoleUrl('/disclosures?status=approved', 'zh'));
  const approved = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: title }) });
  const link = approved.getByRole('link', { name: /安全公告 SRC-\d{4}-\d{4} 中文版/ });
  await expect(link).toBeVisible();
  await expect(approved.getByRole('link', { name: /安全公告 SRC-\d{4}-\d{4} 英文版/ })).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/\/\.well-known\/csaf\/clear\/\d{4}\/src-\d{4}-\d{4}\.json$/);
  const doc = await (await staff.request.get(new URL(href).pathname)).json();
  expect(doc.document).toMatchObject({ category: 'csaf_security_advisory', csaf_version: '2.1', title });
  expect(doc.product_tree.branches[0].branches[0].name).toBe('Example Shop');
  expect(doc.vulnerabilities[0].cwes[0].id).toBe('CWE-639');
  expect(doc.vulnerabilities[0].acknowledgments[0].names).toEqual([nickname]);
});

test('a researcher asks for a CVE; staff find it in the inbox and download the CVE draft', async ({ browser }) => {
  const title = `越权删除 ${uniqueTag('cve')}`;
  const api = await staffApi('zh');
  const bugId = await submitReport(account.api, { name: title, cvssVector: VECTOR });
  await confirmReport(api, bugId);

  const researcher = await newPage(browser, account.state);
  await researcher.goto(`/v2/user/bug/${bugId}?language=zh`);
  await researcher.getByRole('button', { name: say('bug', 'cve.button') }).click();
  const dialog = researcher.getByRole('dialog', { name: say('bug', 'cve.title') });
  await dialog.getByLabel(say('bug', 'cve.note')).fill('该产品用户众多');
  await dialog.getByRole('button', { name: say('bug', 'cve.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(researcher.getByText(/^已于 .+ 申请 CVE$/)).toBeVisible();
  await expect(researcher.getByRole('button', { name: say('bug', 'cve.button') })).toHaveCount(0);
  await researcher.context().close();

  await staff.goto(consoleUrl('/inbox?kind=cve-request', 'zh'));
  const item = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: title }) });
  await expect(item.getByText(nickname)).toBeVisible();
  await item.getByRole('link', { name: title }).click();
  await expect(staff).toHaveURL(new RegExp(`/v2/admin/bugs/${bugId}`));
  const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: say('adminBugs', 'cve.download') }).click()]);
  expect(download.suggestedFilename()).toBe(`CVE-${new Date().getUTCFullYear()}-0000-bug-${bugId}.json`);
  const record = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(record).toMatchObject({ dataType: 'CVE_RECORD', dataVersion: '5.1.1', cveMetadata: { state: 'PUBLISHED' } });
  expect(record.containers.cna.credits).toEqual([{ lang: 'en', value: nickname, type: 'finder' }]);
  expect(record.containers.cna.metrics[0].cvssV4_0.vectorString).toBe(VECTOR);
});
