// The disclosure standards in a browser, in Chinese and in English: staff approve a disclosure with
// the advisory's product, CWE and fixed version and find the CSAF advisory's links on the review
// screen (the document they open names them); a researcher asks for a CVE from their confirmed
// report, staff find the request in the inbox, open the report and download the CVE JSON 5 draft.
// Reports are seeded through the API; the console and the report page are what is tried here. The
// English runs also check that those pages show no Chinese interface text.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { actOnReport, confirmReport, newResearcher, ok, STAFF_STATE, staffApi, submitReport, uniqueTag, type Researcher } from './seed';
import { consoleUrl } from './support-console';
import { expectNoChineseInterface, text, watchServerText, type Lang } from './support-text';
import { newPage, screenshot } from './support';

const say = (lang: Lang, ns: string, key: string, params: Record<string, string | number> = {}) => text(lang, ns, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
/** A text with a placeholder as a pattern matching any value in its place. */
const sayPattern = (lang: Lang, ns: string, key: string, name: string, value: string) =>
  new RegExp(
    `^${say(lang, ns, key, { [name]: '\u0000' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('\u0000', value)}$`,
  );
const TITLES = { zh: { csaf: '订单越权', cve: '越权删除', note: '该产品用户众多' }, en: { csaf: 'Order IDOR', cve: 'Address deletion IDOR', note: 'Many people use this product' } };
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

for (const lang of ['zh', 'en'] as const) {
  test(`staff approve a disclosure with its product and CWE, and see the CSAF advisory links (${lang})`, async () => {
    const title = `${TITLES[lang].csaf} ${uniqueTag('csaf')}`;
    const api = await staffApi(lang);
    const bugId = await submitReport(account.api, { name: title, cvssVector: VECTOR, link: 'https://shop.example.com/order' });
    await confirmReport(api, bugId);
    await actOnReport(api, bugId, { action: 'update@finish' });
    await ok(account.api.client.POST('/v2/api/bug/{id}/disclosure', { params: { path: { id: bugId } }, body: { note: TITLES[lang].note, anonymous: false } }));

    await staff.goto(consoleUrl('/disclosures?status=pending', lang));
    const row = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: title }) });
    await row.getByRole('button', { name: say(lang, 'adminDisclosures', 'approve.action'), exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: say(lang, 'adminDisclosures', 'approve.title', { name: title }) });
    await dialog.getByLabel(say(lang, 'adminDisclosures', 'advisory.product'), { exact: true }).fill('Example Shop');
    await dialog.getByLabel(say(lang, 'adminDisclosures', 'advisory.fixedVersion'), { exact: true }).fill('2.3.1');
    await dialog.getByLabel(say(lang, 'adminDisclosures', 'advisory.cwe'), { exact: true }).selectOption('CWE-639');
    await expect(dialog).toHaveCSS('opacity', '1');
    await screenshot(staff, `${lang}-standards-approve`, { fullPage: false });
    await dialog.getByRole('button', { name: say(lang, 'adminDisclosures', 'approve.confirm') }).click();
    await expect(staff.getByText(say(lang, 'adminDisclosures', 'approve.done'))).toBeVisible();

    const server = watchServerText(staff);
    await staff.goto(consoleUrl('/disclosures?status=approved', lang));
    const approved = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: title }) });
    const link = approved.getByRole('link', { name: sayPattern(lang, 'adminDisclosures', 'advisory.zhLabel', 'id', 'SRC-\\d{4}-\\d{4}') });
    const translation = approved.getByRole('link', { name: sayPattern(lang, 'adminDisclosures', 'advisory.enLabel', 'id', 'SRC-\\d{4}-\\d{4}') });
    await expect(link).toBeVisible();
    await expect(translation).toBeVisible();
    if (lang === 'en') await expectNoChineseInterface(staff, server, 'console disclosures (approved)');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/\/\.well-known\/csaf\/clear\/\d{4}\/src-\d{4}-\d{4}\.json$/);
    const doc = await (await staff.request.get(new URL(href).pathname)).json();
    expect(doc.document).toMatchObject({ category: 'csaf_security_advisory', csaf_version: '2.1', lang: 'zh', title });
    expect(doc.product_tree.branches[0].branches[0].name).toBe('Example Shop');
    expect(doc.vulnerabilities[0].cwes[0].id).toBe('CWE-639');
    expect(doc.vulnerabilities[0].acknowledgments[0].names).toEqual([nickname]);
    const translated = await (await staff.request.get(new URL((await translation.getAttribute('href'))!).pathname)).json();
    expect(translated.document).toMatchObject({ lang: 'en', source_lang: 'zh', tracking: { id: `${doc.document.tracking.id}-EN` } });
  });

  test(`a researcher asks for a CVE; staff find it in the inbox and download the CVE draft (${lang})`, async ({ browser }) => {
    const title = `${TITLES[lang].cve} ${uniqueTag('cve')}`;
    const api = await staffApi(lang);
    const bugId = await submitReport(account.api, { name: title, cvssVector: VECTOR });
    await confirmReport(api, bugId);

    const researcher = await newPage(browser, account.state);
    const server = watchServerText(researcher);
    await researcher.goto(`/v2/user/bug/${bugId}?language=${lang}`);
    await researcher.getByRole('button', { name: say(lang, 'bug', 'cve.button') }).click();
    const dialog = researcher.getByRole('dialog', { name: say(lang, 'bug', 'cve.title') });
    await dialog.getByLabel(say(lang, 'bug', 'cve.note')).fill(TITLES[lang].note);
    await dialog.getByRole('button', { name: say(lang, 'bug', 'cve.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(researcher.getByText(sayPattern(lang, 'bug', 'cve.state', 'time', '.+'))).toBeVisible();
    await expect(researcher.getByRole('button', { name: say(lang, 'bug', 'cve.button') })).toHaveCount(0);
    if (lang === 'en') await expectNoChineseInterface(researcher, server, 'report page after a CVE request');
    await researcher.context().close();

    await staff.goto(consoleUrl('/inbox?kind=cve-request', lang));
    const item = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: title }) });
    await expect(item.getByText(nickname)).toBeVisible();
    await item.getByRole('link', { name: title }).click();
    await expect(staff).toHaveURL(new RegExp(`/v2/admin/bugs/${bugId}`));
    const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: say(lang, 'adminBugs', 'cve.download') }).click()]);
    expect(download.suggestedFilename()).toBe(`CVE-${new Date().getUTCFullYear()}-0000-bug-${bugId}.json`);
    const record = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(record).toMatchObject({ dataType: 'CVE_RECORD', dataVersion: '5.1.1', cveMetadata: { state: 'PUBLISHED' } });
    expect(record.containers.cna.credits).toEqual([{ lang: 'en', value: nickname, type: 'finder' }]);
    expect(record.containers.cna.metrics[0].cvssV4_0.vectorString).toBe(VECTOR);
  });
}
