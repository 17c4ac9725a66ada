// The regulator clock of product vulnerabilities (docs/rules.md#regulator-clock): the setting, the
// staff flag, the clock from confirmation at the app's injected clock, the report to the regulator
// (its checks and a correction), the prefilled form, the disclosure gate, the roles, and what the
// researcher never sees. One app; each test makes its own reports.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../common/contract-time';
import { bugs } from '../../../server/src/db/schema';
import { putSetting } from '../../../server/src/services/settings/settings';
import { callOp, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

const H = 3600_000;
// The app's clock: starts at the real time and only moves on.
let clockMs = Date.now();
const advance = (hours: number) => (clockMs += hours * H);
let t: TestApp;
let boss: Who;
let triager: Who;
let viewer: Who;
beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: 'ab12', SECURITY_CONTACT_EMAIL: 'psirt@example.org', CSAF_PUBLISHER_NAME: '示例科技' }, { now: () => clockMs });
  boss = await t.newResearcher({ role: 'staff' });
  triager = await t.newResearcher({ role: 'staff', staffRoles: ['triager'] });
  viewer = await t.newResearcher({ role: 'staff', staffRoles: ['viewer'] });
});
afterAll(() => t.close());

const setting = (enabled: boolean, hours = 48) => putSetting(t.db, 'regulatorClock', { enabled, hours });
const FORM = { name: '网关越权修改配置', level: 3, mainType: 3, subType: 301, link: 'https://gw.example.com/api/cfg', detail: '<p>修改 &lt;id&gt; 即可</p>', captcha: 'ab12' };
async function newBug(who: Who): Promise<number> {
  await callOp(t.app, 'getCaptcha', who);
  const res = await callOp(t.app, 'submitBug', { ...who, form: FORM });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res).id as number;
}
/** A report confirmed at the app's clock (the confirmation time the clock starts from). */
async function confirmed(who: Who, status = 30): Promise<number> {
  const id = await newBug(who);
  await t.db
    .update(bugs)
    .set({ status, auditLevel: 3, ratedAt: new Date(clockMs) })
    .where(eq(bugs.id, id));
  return id;
}
const mark = (who: Who, id: number, value = true, language = 'zh') =>
  callOp(t.app, 'setBugProductVulnerability', { ...who, query: { language }, params: { id }, form: { productVulnerability: value } });
const report = (who: Who, id: number, form: Record<string, string>, language = 'zh') => callOp(t.app, 'reportBugToRegulator', { ...who, query: { language }, params: { id }, form });
const clock = async (id: number, who: Who = boss) => (data(await callOp(t.app, 'getAdminBug', { ...who, params: { id } })).bug as Data).regulator as Data | null;
const staffLogs = async (id: number) => data(await callOp(t.app, 'listAdminBugLogs', { ...boss, params: { id } })).logs as Data[];
const at = (ms: number) => formatDateTime(new Date(ms));

describe('while the setting is off', () => {
  it('shows nothing and refuses every action with a clear message', async () => {
    await setting(false);
    const ada = await t.newResearcher();
    const id = await confirmed(ada);
    expect(await clock(id)).toBeNull();
    const refused = await mark(boss, id, true, 'en');
    expect([refused.json.retcode, refused.json.retmsg]).toEqual([1006, 'The regulator clock is off in the settings']);
    expect((await mark(boss, id)).json.retmsg).toBe('监管报送时限未在设置中开启');
    expect((await report(boss, id, { reference: 'CNVD-2026-1' })).json.retcode).toBe(1006);
    expect((await callOp(t.app, 'exportRegulatorReport', { ...boss, params: { id } })).json.retcode).toBe(1006);
    expect((await t.db.select().from(bugs).where(eq(bugs.id, id)))[0]!.productVulnerability).toBe(false);
  });
});

describe('with the setting on', () => {
  beforeAll(() => setting(true, 48));

  it('staff mark a report: only marked reports run the clock, from the confirmation, due after the hours', async () => {
    const ada = await t.newResearcher();
    const id = await confirmed(ada);
    const start = clockMs;
    expect(await clock(id)).toMatchObject({ productVulnerability: false, state: 'not-marked', dueTime: null, minutesLeft: null });
    const res = await mark(triager, id);
    expect(res.json.retcode, res.json.retmsg).toBe(0);
    expect(data(res)).toEqual({
      productVulnerability: true,
      state: 'running',
      hours: 48,
      confirmTime: at(start),
      dueTime: at(start + 48 * H),
      minutesLeft: 48 * 60,
      reportTime: null,
      reference: null,
    });
    advance(47.5);
    expect(await clock(id)).toMatchObject({ state: 'running', minutesLeft: 30 });
    advance(1);
    expect(await clock(id)).toMatchObject({ state: 'overdue', minutesLeft: -30 });
    // The setting's hours apply to the next request.
    await setting(true, 72);
    expect(await clock(id)).toMatchObject({ state: 'running', dueTime: at(start + 72 * H), minutesLeft: 72 * 60 - 48.5 * 60 });
    await setting(true, 48);
  });

  it('a marked report waits for its confirmation (the real one), and clearing the mark stops showing the clock', async () => {
    const ada = await t.newResearcher();
    const id = await newBug(ada);
    expect((await mark(boss, id)).json.retcode).toBe(0);
    expect(await clock(id)).toMatchObject({ state: 'awaiting-confirmation', confirmTime: null, dueTime: null });
    expect((await report(boss, id, { reference: 'CNVD-2026-2' })).json.retmsg).toBe('该报告尚未确认：监管报送时限自确认起计算');
    expect((await callOp(t.app, 'actOnBug', { ...boss, params: { id }, form: { action: 'update@start' } })).json.retcode).toBe(0);
    const ok = await callOp(t.app, 'actOnBug', { ...boss, params: { id }, form: { action: 'update@confirm', level: 3, baseCoins: 20 } });
    expect(ok.json.retcode, ok.json.retmsg).toBe(0);
    const [row] = await t.db.select().from(bugs).where(eq(bugs.id, id));
    expect(await clock(id)).toMatchObject({ state: expect.stringMatching(/running|overdue/), confirmTime: at(row!.ratedAt!.getTime()) });
    expect(data(await mark(boss, id, false))).toMatchObject({ productVulnerability: false, state: 'not-marked', dueTime: null });
    // The same value again logs nothing; each change is one staff-only entry.
    expect((await mark(boss, id, false)).json.retcode).toBe(0);
    const logs = (await staffLogs(id)).filter((l) => String(l.action).startsWith('product-vulnerability'));
    expect(logs.map((l) => l.action)).toEqual(['product-vulnerability-cleared', 'product-vulnerability']);
    expect((await report(boss, id, { reference: 'CNVD-2026-3' })).json.retmsg).toBe('该报告未标记为产品漏洞');
  });

  it('records the report to the regulator, refusing a future time or one before the confirmation, and takes a correction', async () => {
    const ada = await t.newResearcher();
    const id = await confirmed(ada);
    const start = clockMs;
    await mark(boss, id);
    advance(10);
    const future = await report(boss, id, { reference: 'CNVD-2026-12345', reportTime: at(clockMs + 120_000) }, 'en');
    expect([future.json.retcode, future.json.retmsg]).toEqual([1001, 'reportTime: must not be in the future']);
    const early = await report(boss, id, { reference: 'CNVD-2026-12345', reportTime: at(start - 60_000) });
    expect([early.json.retcode, early.json.retmsg]).toEqual([1001, `reportTime：不能早于确认时间（${at(start)}）`]);
    expect((await report(boss, id, { reference: '' })).json.retcode).toBe(1001);
    expect((await report(boss, id, { reference: 'x'.repeat(65) })).json.retcode).toBe(1001);
    expect((await report(boss, id, { reference: 'CNVD-1', reportTime: '2026-13-45 10:00:00' })).json.retcode).toBe(1001);
    // Left out, the time is now.
    const first = await report(triager, id, { reference: ' CNVD-2026-12345 ' });
    expect(data(first)).toMatchObject({ state: 'reported', reportTime: at(clockMs), reference: 'CNVD-2026-12345', minutesLeft: null });
    // A correction replaces both; a time after the due time reads as late.
    advance(50);
    const fixed = await report(boss, id, { reference: 'MIIT-778899', reportTime: at(start + 49 * H) });
    expect(data(fixed)).toMatchObject({ state: 'reported-late', reportTime: at(start + 49 * H), reference: 'MIIT-778899' });
    expect(await clock(id)).toMatchObject({ state: 'reported-late', reference: 'MIIT-778899' });
    const entries = (await staffLogs(id)).filter((l) => l.action === 'regulator-report');
    expect(entries.map((l) => (l.details as Data).regulatorReference)).toEqual(['MIIT-778899', 'CNVD-2026-12345']);
    expect(entries.every((l) => l.staffOnly === true)).toBe(true);
    expect(entries[0]!.text).toBe(`已报送监管平台：报送时间 ${at(start + 49 * H)}，编号 MIIT-778899`);
  });

  it('the researcher never sees the mark, the report or their log entries', async () => {
    const ada = await t.newResearcher();
    const id = await confirmed(ada);
    await mark(boss, id);
    await report(boss, id, { reference: 'CNVD-2026-55555' });
    const mine = data(await callOp(t.app, 'getBug', { ...ada, params: { id } })).bug as Data;
    expect(JSON.stringify(mine)).not.toMatch(/regulator|productVulnerability|CNVD/);
    const mineLogs = await callOp(t.app, 'listLogs', { ...ada, query: { bugId: id } });
    expect(mineLogs.json.retcode).toBe(0);
    const text = JSON.stringify(mineLogs.json.retdata);
    expect(text).not.toMatch(/product-vulnerability|regulator|CNVD|产品漏洞|监管/);
    expect((await staffLogs(id)).map((l) => l.action)).toEqual(expect.arrayContaining(['product-vulnerability', 'regulator-report']));
    // Nor may they call the staff operations.
    expect((await mark(ada, id)).json.retcode).toBe(4003);
    expect((await report(ada, id, { reference: 'X' })).json.retcode).toBe(4003);
    expect((await callOp(t.app, 'exportRegulatorReport', { ...ada, params: { id } })).json.retcode).toBe(4003);
  });

  it('a viewer reads the clock and the form but may not mark or record', async () => {
    const ada = await t.newResearcher();
    const id = await confirmed(ada);
    await mark(boss, id);
    expect(await clock(id, viewer)).toMatchObject({ state: 'running' });
    expect((await mark(viewer, id, false)).json.retcode).toBe(4003);
    expect((await report(viewer, id, { reference: 'X' })).json.retcode).toBe(4003);
    expect((await callOp(t.app, 'exportRegulatorReport', { ...viewer, params: { id } })).json.retcode).toBe(0);
  });

  it('exports the fields the national platform asks for, prefilled from the report', async () => {
    const ada = await t.newResearcher({ nickname: '白帽小张' });
    const id = await confirmed(ada);
    const start = clockMs;
    const unmarked = await callOp(t.app, 'exportRegulatorReport', { ...boss, params: { id } });
    expect([unmarked.json.retcode, unmarked.json.retmsg]).toEqual([1006, '该报告未标记为产品漏洞']);
    await mark(boss, id);
    await t.db
      .update(bugs)
      .set({ auditCvssVector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:H/VI:H/VA:N/SC:N/SI:N/SA:N', auditCvssScore: 8.7, auditCvssSeverity: 'high' })
      .where(eq(bugs.id, id));
    const [row] = await t.db.select().from(bugs).where(eq(bugs.id, id));
    const zh = data(await callOp(t.app, 'exportRegulatorReport', { ...boss, params: { id } }));
    expect(zh).toEqual({
      filename: `regulator-bug-${id}.txt`,
      productName: 'gw.example.com',
      vendor: '示例科技',
      affectedVersions: '',
      name: FORM.name,
      type: expect.any(String),
      cwe: null,
      level: '高危',
      cvssVector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:H/VI:H/VA:N/SC:N/SI:N/SA:N',
      cvssScore: 8.7,
      description: '修改 <id> 即可',
      discoveryTime: at(row!.submittedAt.getTime()),
      confirmTime: at(start),
      fixStatus: 'in-progress',
      fixStatusText: '修复中',
      remediation: '',
      discoverer: '白帽小张',
      contact: 'psirt@example.org',
      reportTime: null,
      reference: null,
    });
    expect(zh.type).not.toBe('');
    await t.db.update(bugs).set({ status: 51 }).where(eq(bugs.id, id));
    const en = data(await callOp(t.app, 'exportRegulatorReport', { ...boss, query: { language: 'en' }, params: { id } }));
    expect(en).toMatchObject({ level: 'High', fixStatus: 'fixed', fixStatusText: 'Fixed' });
  });
});

describe('the queue filter', () => {
  const queue = async (regulatorOverdue: boolean) => {
    const res = await callOp(t.app, 'listAdminBugs', { ...boss, query: { keyword: FORM.name, pageSize: 50, regulatorOverdue } });
    expect(res.json.retcode, res.json.retmsg).toBe(0);
    return (data(res).bugs as Data[]).map((b) => b.id as number);
  };

  it('holds the overdue product vulnerabilities at the app clock, and none while the setting is off', async () => {
    await setting(true, 48);
    const ada = await t.newResearcher();
    const late = await confirmed(ada);
    const reported = await confirmed(ada);
    await mark(boss, late);
    await mark(boss, reported);
    await report(boss, reported, { reference: 'CNVD-2026-7' });
    advance(49);
    const running = await confirmed(ada);
    await mark(boss, running);
    const unmarked = await confirmed(ada);
    advance(1);
    expect(await clock(late)).toMatchObject({ state: 'overdue' });
    const overdue = await queue(true);
    expect(overdue).toContain(late);
    expect(overdue).not.toEqual(expect.arrayContaining([reported]));
    expect(overdue).not.toEqual(expect.arrayContaining([running]));
    expect(overdue).not.toEqual(expect.arrayContaining([unmarked]));
    expect(await queue(false)).toEqual(expect.arrayContaining([reported, running, unmarked]));
    expect(await queue(false)).not.toEqual(expect.arrayContaining([late]));
    await setting(false);
    expect(await queue(true)).toEqual([]);
  });
});

describe('the disclosure gate', () => {
  async function pending(who: Who, bugId: number): Promise<number> {
    expect((await callOp(t.app, 'requestDisclosure', { ...who, params: { id: bugId }, form: {} })).json.retcode).toBe(0);
    const requests = data(await callOp(t.app, 'listAdminDisclosures', { ...boss, query: { pageSize: 50, status: 'pending' } })).requests as Data[];
    return requests.find((r) => r.bugId === bugId)!.id as number;
  }

  it('refuses to publish a product vulnerability not finished as fixed, and passes once it is', async () => {
    await setting(true);
    const ada = await t.newResearcher();
    const bugId = await confirmed(ada, 51);
    const id = await pending(ada, bugId);
    await mark(boss, bugId);
    // A report no longer finished as fixed (the request was made when it was).
    await t.db.update(bugs).set({ status: 40 }).where(eq(bugs.id, bugId));
    const refused = await callOp(t.app, 'approveDisclosure', { ...boss, query: { language: 'en' }, params: { id }, form: {} });
    expect([refused.json.retcode, refused.json.retmsg]).toEqual([
      1009,
      'This report is a product vulnerability: it may not be disclosed before it is finished as fixed (the regulator clock)',
    ]);
    const zh = await callOp(t.app, 'approveDisclosure', { ...boss, params: { id }, form: {} });
    expect([zh.json.retcode, zh.json.retmsg]).toEqual([1009, '该报告为产品漏洞，修复完成前不得公开（监管报送时限）']);
    // Nothing was approved.
    const still = data(await callOp(t.app, 'listAdminDisclosures', { ...boss, query: { pageSize: 50, status: 'pending' } })).requests as Data[];
    expect(still.map((r) => r.id)).toContain(id);
    await t.db.update(bugs).set({ status: 51 }).where(eq(bugs.id, bugId));
    const passed = await callOp(t.app, 'approveDisclosure', { ...boss, params: { id }, form: {} });
    expect(passed.json.retcode, passed.json.retmsg).toBe(0);
  });

  it('does not apply while the setting is off', async () => {
    await setting(true);
    const ada = await t.newResearcher();
    const bugId = await confirmed(ada, 51);
    const id = await pending(ada, bugId);
    await mark(boss, bugId);
    await t.db.update(bugs).set({ status: 40 }).where(eq(bugs.id, bugId));
    await setting(false);
    expect((await callOp(t.app, 'approveDisclosure', { ...boss, params: { id }, form: {} })).json.retcode).toBe(0);
  });
});
