// The disclosure standards on one app whose security.txt is signed by a key that expires in 20
// days: security.txt (RFC 9116's fields, its signature, its expiry and the staff warning), the CSAF
// 2.1 directory (every document in both languages against OASIS's schemas; the demo's in
// tests/server/demo.test.ts), an approval that
// publishes an advisory with a product tree, its withdrawal as a new revision, and CVE requests and
// CVE JSON 5 drafts (validated against CVEProject's schema).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as openpgp from 'openpgp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugs } from '../../../server/src/db/schema';
import { errorsOf, validateCsaf, validateCveRecord, validateProviderMetadata } from '../../schemas/validators';
import { callOp, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

const SITE = 'https://src.example.com';
const CAPTCHA = 'ab12';
let t: TestApp;
let boss: Who;
let publicKey: openpgp.PublicKey;
let keyDir: string;

beforeAll(async () => {
  const key = await openpgp.generateKey({
    type: 'ecc',
    curve: 'curve25519Legacy',
    userIDs: [{ name: 'SRC', email: 'security@src.example.com' }],
    keyExpirationTime: 20 * 86_400,
    format: 'armored',
  });
  keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-pgp-'));
  fs.writeFileSync(path.join(keyDir, 'key.asc'), key.privateKey);
  publicKey = await openpgp.readKey({ armoredKey: key.publicKey });
  t = await startTestApp({ PUBLIC_URL: SITE, CAPTCHA_TEST_ANSWER: CAPTCHA, SECURITY_TXT_PGP_KEY_FILE: path.join(keyDir, 'key.asc') });
  boss = await t.newResearcher({ role: 'staff' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(keyDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const pathOf = (url: string) => url.slice(SITE.length);
const fields = (text: string) =>
  text
    .split('\n')
    .filter((l) => /^[A-Za-z-]+: /.test(l))
    .map((l) => l.split(/: (.*)/s).slice(0, 2) as [string, string]);

async function report(who: Who, name: string, status: number, link = 'https://shop.example.com/order?id=1'): Promise<number> {
  await callOp(t.app, 'getCaptcha', who);
  const form = {
    name,
    level: 2,
    mainType: 3,
    subType: 301,
    link,
    detail: '<p>复现步骤</p>',
    captcha: CAPTCHA,
    cvssVector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:N/VA:N/SC:N/SI:N/SA:N/E:P',
  };
  const res = await callOp(t.app, 'submitBug', { ...who, form });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  const id = data(res).id as number;
  await t.db.update(bugs).set({ status, auditLevel: 3 }).where(eq(bugs.id, id));
  return id;
}
async function pendingDisclosure(who: Who, name: string, anonymous = false): Promise<number> {
  const bugId = await report(who, name, 51);
  expect((await callOp(t.app, 'requestDisclosure', { ...who, params: { id: bugId }, form: { anonymous } })).json.retcode).toBe(0);
  const requests = data(await callOp(t.app, 'listAdminDisclosures', { ...boss, query: { pageSize: 50, status: 'pending' } })).requests as Data[];
  return requests.find((r) => r.bugId === bugId)!.id as number;
}
async function advisoryOf(id: number) {
  const requests = data(await callOp(t.app, 'listAdminDisclosures', { ...boss, query: { pageSize: 50 } })).requests as Data[];
  return requests.find((r) => r.id === id)!.advisory as { trackingId: string; version: number; withdrawn: boolean; url: string; translationUrl: string };
}
async function csafDoc(url: string) {
  const res = await get(pathOf(url));
  expect(res.statusCode, url).toBe(200);
  const doc = res.json();
  expect(validateCsaf(doc), errorsOf(validateCsaf)).toBe(true);
  return doc;
}

describe('security.txt', () => {
  it('has RFC 9116 fields, is clear-signed, expires with its key, and keeps the security headers and ETag', async () => {
    const res = await get('/.well-known/security.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const message = await openpgp.readCleartextMessage({ cleartextMessage: res.body });
    const verified = await openpgp.verify({ message, verificationKeys: publicKey, expectSigned: true });
    const text = verified.data;
    const all = fields(text);
    const one = (name: string) => all.filter(([k]) => k === name).map(([, v]) => v);
    expect(one('Contact')).toEqual(['mailto:security@src.example.com', `${SITE}/v2/loophole/create`]);
    expect(one('Expires')).toHaveLength(1);
    expect(one('Expires')[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const expires = Date.parse(one('Expires')[0]!);
    // The key expires in 20 days, sooner than the rolling year: the file may not outlive it.
    const keyExpiry = (await publicKey.getExpirationTime()) as Date;
    expect(Math.abs(expires - keyExpiry.getTime())).toBeLessThan(1000);
    expect(expires).toBeGreaterThan(Date.now());
    expect(one('Preferred-Languages')).toEqual(['zh, en']);
    expect(one('Canonical')).toEqual([`${SITE}/.well-known/security.txt`]);
    expect(one('CSAF')).toEqual([`${SITE}/.well-known/csaf/provider-metadata.json`]);
    expect(one('Acknowledgments')).toEqual([`${SITE}/v2/rank`]);
    expect(one('Policy')).toEqual([`${SITE}/v2/static/regulation-zh.pdf`, `${SITE}/v2/static/regulation-en.pdf`]);
    expect(one('Encryption')[0]).toBe(`${SITE}/.well-known/csaf/openpgp/${publicKey.getFingerprint().toUpperCase()}.asc`);
    expect((await get(pathOf(one('Encryption')[0]!))).body).toContain('BEGIN PGP PUBLIC KEY BLOCK');
    // Every field name is one RFC 9116 (or the CSAF registration) defines.
    expect(new Set(all.map(([k]) => k))).toEqual(new Set(['Contact', 'Expires', 'Encryption', 'Acknowledgments', 'Preferred-Languages', 'Canonical', 'Policy', 'CSAF']));
    expect((await get('/.well-known/security.txt', { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
  });

  it('warns staff 30 days before it expires; researchers may not read the warning', async () => {
    const status = data(await callOp(t.app, 'getSecurityTxtStatus', { ...boss, query: { language: 'en' } }));
    expect(status).toMatchObject({ url: `${SITE}/.well-known/security.txt`, expiresSoon: true, signed: true });
    const researcher = await t.newResearcher();
    expect((await callOp(t.app, 'getSecurityTxtStatus', researcher)).json.retcode).toBe(4003);
  });
});

describe('the CSAF directory', () => {
  it('publishes an advisory when a disclosure is approved: the product tree, CWE, CVSS 4.0, credit, and an English translation', async () => {
    const ada = await t.newResearcher({ nickname: 'AdaSec' });
    const id = await pendingDisclosure(ada, '订单接口越权');
    const refused = await callOp(t.app, 'approveDisclosure', { ...boss, params: { id }, form: { cwe: 'CWE-99999' } });
    expect(refused.json.retcode).toBe(1001);
    expect(await advisoryOf(id)).toBeNull();
    const form = {
      summary: '<p>修改订单编号可查看他人订单 &amp; 地址。</p>',
      vendor: '示例科技',
      product: 'Example Shop',
      affectedVersions: '>=2.0|<2.3.1',
      fixedVersion: '2.3.1',
      cwe: 'CWE-639',
      titleEn: 'IDOR in the order API',
      remediation: '升级到 2.3.1；升级前可在网关拦截非本人订单编号。',
      remediationEn: 'Upgrade to 2.3.1; until then, block order ids of other users at the gateway.',
    };
    const approvedAt = Date.now();
    expect((await callOp(t.app, 'approveDisclosure', { ...boss, params: { id }, form })).json.retcode).toBe(0);
    const link = await advisoryOf(id);
    expect(link).toMatchObject({ trackingId: `SRC-${new Date().getUTCFullYear()}-${String(id).padStart(4, '0')}`, version: 1, withdrawn: false });
    const zh = await csafDoc(link.url);
    expect(zh.document).toMatchObject({
      category: 'csaf_security_advisory',
      csaf_version: '2.1',
      lang: 'zh',
      title: '订单接口越权',
      tracking: { id: link.trackingId, status: 'final', version: '1' },
    });
    expect(zh.document.notes[0].text).toBe('修改订单编号可查看他人订单 & 地址。');
    const vendor = zh.product_tree.branches[0];
    expect(vendor.name).toBe('示例科技');
    expect(vendor.branches[0].branches.map((b: Data) => [b.category, b.name])).toEqual([
      ['product_version_range', 'vers:generic/>=2.0|<2.3.1'],
      ['product_version', '2.3.1'],
    ]);
    const vuln = zh.vulnerabilities[0];
    expect(vuln.cwes).toEqual([{ id: 'CWE-639', name: 'Authorization Bypass Through User-Controlled Key', version: '4.16' }]);
    // The base score is the base metrics' alone (the vector also carries a threat metric).
    expect(vuln.metrics[0].content.cvss_v4).toEqual({
      version: '4.0',
      vectorString: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:N/VA:N/SC:N/SI:N/SA:N/E:P',
      baseScore: 8.7,
      baseSeverity: 'HIGH',
    });
    expect(vuln.product_status).toEqual({ known_affected: ['CSAFPID-0001'], fixed: ['CSAFPID-0002'] });
    expect(vuln.remediations).toEqual([{ category: 'vendor_fix', details: form.remediation, product_ids: ['CSAFPID-0001'] }]);
    // Released when approved: the document's first release, its current one and the disclosure date agree.
    const released = Date.parse(zh.document.tracking.initial_release_date);
    expect(Math.abs(released - approvedAt)).toBeLessThan(60_000);
    expect(zh.document.tracking.current_release_date).toBe(zh.document.tracking.initial_release_date);
    expect(vuln.disclosure_date).toBe(zh.document.tracking.initial_release_date);
    expect(vuln.acknowledgments).toEqual([{ names: ['AdaSec'], summary: '发现并报告了该漏洞' }]);
    const en = await csafDoc(link.translationUrl);
    expect(en.document).toMatchObject({ lang: 'en', source_lang: 'zh', title: 'IDOR in the order API', publisher: { category: 'translator' }, tracking: { id: `${link.trackingId}-EN` } });
    expect(en.document.references[0]).toMatchObject({ category: 'external', url: link.url });
    expect(en.vulnerabilities[0].notes[0].text).not.toMatch(/[\u4e00-\u9fff]/);
    expect(en.vulnerabilities[0].remediations[0].details).toBe(form.remediationEn);
    expect(en.document.tracking.initial_release_date).toBe(zh.document.tracking.initial_release_date);
  });

  it('credits nobody when the researcher chose to be anonymous', async () => {
    const bob = await t.newResearcher({ nickname: 'BobSec' });
    const id = await pendingDisclosure(bob, '匿名公开', true);
    expect((await callOp(t.app, 'approveDisclosure', { ...boss, params: { id }, form: {} })).json.retcode).toBe(0);
    const doc = await csafDoc((await advisoryOf(id)).url);
    expect(doc.vulnerabilities[0].acknowledgments).toBeUndefined();
    expect(JSON.stringify(doc)).not.toContain('BobSec');
    // Nothing given: the report's site is the product, the publisher its vendor, every version affected.
    expect(doc.product_tree.branches[0]).toMatchObject({ name: 'Security Response Centre', branches: [{ name: 'shop.example.com', product: { product_id: 'CSAFPID-0001' } }] });
  });

  it('keeps a withdrawn advisory at its address as a new revision with category csaf_withdrawn', async () => {
    const cat = await t.newResearcher();
    const id = await pendingDisclosure(cat, '即将撤回');
    expect((await callOp(t.app, 'approveDisclosure', { ...boss, params: { id }, form: { cwe: 'CWE-79' } })).json.retcode).toBe(0);
    const before = await advisoryOf(id);
    const etag = String((await get(pathOf(before.url))).headers.etag);
    const withdrawn = await callOp(t.app, 'withdrawDisclosure', { ...boss, params: { id }, form: { reason: '修复不完整，待重新评估' } });
    expect(data(withdrawn)).toEqual({ status: 'withdrawn' });
    expect((await callOp(t.app, 'withdrawDisclosure', { ...boss, params: { id }, form: { reason: 'again' } })).json.retcode).toBe(1006);
    expect((await callOp(t.app, 'getDisclosure', { params: { id } })).json.retcode).toBe(1002);
    const after = await advisoryOf(id);
    expect(after).toMatchObject({ trackingId: before.trackingId, url: before.url, version: 2, withdrawn: true });
    expect((await get(pathOf(before.url), { 'if-none-match': etag })).statusCode).toBe(200);
    const zh = await csafDoc(after.url);
    expect(zh.document.category).toBe('csaf_withdrawn');
    expect(zh.product_tree).toBeUndefined();
    expect(zh.vulnerabilities).toBeUndefined();
    expect(zh.document.tracking.revision_history.map((r: Data) => r.number)).toEqual(['1', '2']);
    expect(zh.document.tracking.version).toBe('2');
    expect(zh.document.notes).toEqual([{ category: 'description', title: '撤回理由', text: '修复不完整，待重新评估' }]);
    const en = await csafDoc(after.translationUrl);
    expect(en.document.notes[0].title).toBe('Reasoning for Withdrawal');
    const changes = (await get('/.well-known/csaf/clear/changes.csv')).body.trim().split('\n');
    expect(changes.slice(0, 2).map((l) => l.split(',')[0])).toEqual(expect.arrayContaining([after.url.slice(after.url.indexOf('/clear/') + 7)]));
    const dates = changes.map((l) => Date.parse(l.split(',')[1]!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const researcher = await t.newResearcher();
    expect((await callOp(t.app, 'withdrawDisclosure', { ...researcher, params: { id }, form: { reason: 'x' } })).json.retcode).toBe(4003);
  });
  it('serves valid provider metadata and every advisory, in Chinese and in English, with hashes and listings', async () => {
    const meta = (await get('/.well-known/csaf/provider-metadata.json')).json();
    expect(validateProviderMetadata(meta), errorsOf(validateProviderMetadata)).toBe(true);
    expect(meta.distributions).toEqual([{ directory: { tlp_label: 'CLEAR', url: `${SITE}/.well-known/csaf/clear/` } }]);
    expect(meta.public_openpgp_keys[0].fingerprint).toBe(publicKey.getFingerprint().toUpperCase());
    const index = (await get('/.well-known/csaf/clear/index.txt')).body.trim().split('\n');
    // The three approved above (one since withdrawn): each an original and its translation.
    expect(index).toHaveLength(6);
    for (const file of index) {
      expect(file).toMatch(/^\d{4}\/src-\d{4}-\d{4}(-en)?\.json$/);
      const res = await get(`/.well-known/csaf/clear/${file}`);
      const doc = res.json();
      expect(validateCsaf(doc), `${file}: ${errorsOf(validateCsaf)}`).toBe(true);
      expect(doc.document.lang).toBe(file.endsWith('-en.json') ? 'en' : 'zh');
      const sha = (await get(`/.well-known/csaf/clear/${file}.sha256`)).body;
      expect(sha).toBe(`${(await import('node:crypto')).createHash('sha256').update(res.body).digest('hex')}  ${file.slice(5)}\n`);
    }
    const listing = (await get('/.well-known/csaf/clear/')).body;
    expect(listing).toContain('href="/.well-known/csaf/clear/index.txt"');
    expect((await get('/.well-known/csaf/clear/2001/src-2001-0001.json')).statusCode).toBe(404);
  });
});

describe('CVE requests and drafts', () => {
  it('a researcher asks once for a confirmed report of their own; the request lands in the staff inbox', async () => {
    const dan = await t.newResearcher({ nickname: 'DanSec' });
    const confirmed = await report(dan, '越权删除地址', 30);
    const unreviewed = await report(dan, '待审核', 10);
    const before = (await callOp(t.app, 'getBug', { ...dan, params: { id: confirmed } })).json.retdata as { bug: Data };
    expect(before.bug).toMatchObject({ cveRequest: null, canRequestCve: true });
    const asked = await callOp(t.app, 'requestCve', { ...dan, params: { id: confirmed }, form: { note: '该产品有大量用户' } });
    expect(data(asked)).toMatchObject({ note: '该产品有大量用户' });
    expect((await callOp(t.app, 'requestCve', { ...dan, params: { id: confirmed }, form: {} })).json.retcode).toBe(1006);
    expect((await callOp(t.app, 'requestCve', { ...dan, params: { id: unreviewed }, form: {} })).json.retcode).toBe(1006);
    const eve = await t.newResearcher();
    expect((await callOp(t.app, 'requestCve', { ...eve, params: { id: confirmed }, form: {} })).json.retcode).toBe(1002);
    const after = (await callOp(t.app, 'getBug', { ...dan, params: { id: confirmed } })).json.retdata as { bug: Data };
    expect(after.bug).toMatchObject({ cveRequest: { note: '该产品有大量用户' }, canRequestCve: false });
    const items = data(await callOp(t.app, 'listStaffInbox', { ...boss, query: { kind: 'cve-request', pageSize: 50 } })).items as Data[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'cve-request', objectId: confirmed, title: '越权删除地址', summary: '该产品有大量用户', who: { userId: dan.id } });
  });

  it('staff export a CVE JSON 5.1 draft: valid, prefilled, the advisory as reference once public', async () => {
    const fay = await t.newResearcher({ nickname: 'FaySec' });
    const bugId = await report(fay, '未公开的漏洞', 30);
    const draft = data(await callOp(t.app, 'exportCveRecord', { ...boss, params: { id: bugId } }));
    expect(draft.filename).toBe(`CVE-${new Date().getUTCFullYear()}-0000-bug-${bugId}.json`);
    expect(validateCveRecord(draft.record), errorsOf(validateCveRecord)).toBe(true);
    const cna = (draft.record as { containers: { cna: Data } }).containers.cna;
    expect(cna.affected).toEqual([{ vendor: 'Security Response Centre', product: 'shop.example.com', defaultStatus: 'affected' }]);
    expect(cna.credits).toEqual([{ lang: 'en', value: 'FaySec', type: 'finder' }]);
    expect(JSON.stringify(cna)).not.toContain('复现步骤');

    const id = await pendingDisclosure(fay, '已公开的漏洞');
    const form = { vendor: '示例科技', product: 'Example Shop', fixedVersion: '2.3.1', cwe: 'CWE-639' };
    expect((await callOp(t.app, 'approveDisclosure', { ...boss, params: { id }, form })).json.retcode).toBe(0);
    const bugOf = (data(await callOp(t.app, 'listAdminDisclosures', { ...boss, query: { pageSize: 50 } })).requests as Data[]).find((r) => r.id === id)!.bugId as number;
    const published = data(await callOp(t.app, 'exportCveRecord', { ...boss, params: { id: bugOf }, query: { cveId: 'CVE-2026-12345' } }));
    expect(validateCveRecord(published.record), errorsOf(validateCveRecord)).toBe(true);
    const record = published.record as { cveMetadata: Data; containers: { cna: Data } };
    expect(record.cveMetadata.cveId).toBe('CVE-2026-12345');
    expect(record.containers.cna).toMatchObject({
      affected: [{ vendor: '示例科技', product: 'Example Shop', versions: [{ version: '0', lessThan: '2.3.1', status: 'affected', versionType: 'custom' }] }],
      problemTypes: [{ descriptions: [{ cweId: 'CWE-639', type: 'CWE', lang: 'en' }] }],
      metrics: [{ cvssV4_0: { baseScore: 8.7, baseSeverity: 'HIGH' } }],
      references: [{ url: (await advisoryOf(id)).url, tags: ['vendor-advisory'] }, { url: (await advisoryOf(id)).translationUrl }],
    });
    expect((await callOp(t.app, 'exportCveRecord', { ...boss, params: { id: await report(fay, '未确认', 20) } })).json.retcode).toBe(1006);
    expect((await callOp(t.app, 'exportCveRecord', { ...fay, params: { id: bugId } })).json.retcode).toBe(4003);
  });
});
