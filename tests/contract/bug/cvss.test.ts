// CVSS 4.0 vectors on a report (the researcher's) and on its rating (staff's final
// one). The server scores every vector itself with the library (common/cvss.ts); the scores below are
// FIRST's published examples (https://www.first.org/cvss/v4.0/examples: CVE-2013-1937 5.1,
// CVE-2014-0160 8.7, CVE-2022-41741 8.5). A vector it cannot score answers 1001 naming the field,
// and a score sent by the browser is never taken: the contract has no such field, so it is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOp, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let boss: Who;
const CAPTCHA = 'ab12';
const XSS_5_1 = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:A/VC:N/VI:N/VA:N/SC:L/SI:L/SA:N';
const HEARTBLEED_8_7 = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:N/VA:N/SC:N/SI:N/SA:N';
const NGINX_8_5 = 'CVSS:4.0/AV:L/AC:L/AT:N/PR:L/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N';

beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA });
  boss = await t.newResearcher({ role: 'staff' });
});
afterAll(() => t.close());

async function submit(who: Who, extra: Record<string, string | number>, language = 'zh') {
  await callOp(t.app, 'getCaptcha', who);
  const form = { name: '反射型 XSS', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/s?q=1', detail: '<p>步骤</p>', captcha: CAPTCHA, ...extra };
  return callOp(t.app, 'submitBug', { ...who, query: { language }, form });
}
const mine = async (who: Who, id: number) => data(await callOp(t.app, 'getBug', { ...who, params: { id } })).bug as Data;
const staffView = async (id: number) => data(await callOp(t.app, 'getAdminBug', { ...boss, params: { id } })).bug as Data;
const act = (id: number, form: Record<string, string | number>, language = 'zh') => callOp(t.app, 'actOnBug', { ...boss, params: { id }, query: { language }, form });

describe('the researcher’s CVSS 4.0 vector', () => {
  it('is scored by the server and shown to the researcher and to staff', async () => {
    const ada = await t.newResearcher();
    const res = await submit(ada, { cvssVector: XSS_5_1 });
    expect(res.json.retcode, res.json.retmsg).toBe(0);
    const id = data(res).id as number;
    const expected = { vector: XSS_5_1, score: 5.1, severity: 'medium' };
    expect(await mine(ada, id)).toMatchObject({ cvss: expected, auditCvss: null });
    expect(await staffView(id)).toMatchObject({ cvss: expected, auditCvss: null });
  });

  it('is optional', async () => {
    const ada = await t.newResearcher();
    const res = await submit(ada, {});
    expect(res.json.retcode, res.json.retmsg).toBe(0);
    expect(await mine(ada, data(res).id as number)).toMatchObject({ cvss: null, auditCvss: null });
  });

  it.each([
    ['CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 'another version'],
    ['CVSS:4.0/AV:N/AV:L/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N', 'a repeated metric'],
    [`${HEARTBLEED_8_7}/FOO:B`, 'an unknown metric'],
    [`${HEARTBLEED_8_7}/E:U/E:A`, 'a repeated threat metric'],
  ])('refuses %s (%s) with 1001 naming cvssVector, in both languages', async (vector) => {
    const ada = await t.newResearcher();
    const zh = await submit(ada, { cvssVector: vector });
    expect(zh.json.retcode).toBe(1001);
    expect(zh.json.retmsg).toContain('cvssVector');
    const en = await submit(ada, { cvssVector: vector }, 'en');
    expect(en.json.retcode).toBe(1001);
    expect(en.json.retmsg).toContain('cvssVector');
    const mineList = data(await callOp(t.app, 'listMyBugs', { ...ada, query: { pageSize: 10 } }));
    expect(mineList.total).toBe(0);
  });

  it('never takes a score from the browser: a cvssScore field is refused and nothing is stored', async () => {
    const ada = await t.newResearcher();
    const res = await submit(ada, { cvssVector: XSS_5_1, cvssScore: 10 });
    expect(res.json.retcode).toBe(1001);
    expect(res.json.retmsg).toContain('cvssScore');
    expect(data(await callOp(t.app, 'listMyBugs', { ...ada, query: { pageSize: 10 } })).total).toBe(0);
  });

  it('an edit without a vector removes it', async () => {
    const ada = await t.newResearcher();
    const id = data(await submit(ada, { cvssVector: XSS_5_1 })).id as number;
    const edit = await submit(ada, { id });
    expect(edit.json.retcode, edit.json.retmsg).toBe(0);
    expect((await mine(ada, id)).cvss).toBeNull();
  });
});

describe('staff’s final vector on the rating', () => {
  it('is scored on confirm, kept when a re-rating omits it, replaced when it gives one', async () => {
    const ada = await t.newResearcher();
    const id = data(await submit(ada, { cvssVector: XSS_5_1 })).id as number;
    expect((await act(id, { action: 'update@start' })).json.retcode).toBe(0);
    const confirm = await act(id, { action: 'update@confirm', level: 3, baseCoins: 16, cvssVector: HEARTBLEED_8_7 });
    expect(confirm.json.retcode, confirm.json.retmsg).toBe(0);
    const heartbleed = { vector: HEARTBLEED_8_7, score: 8.7, severity: 'high' };
    expect(await staffView(id)).toMatchObject({ auditLevel: 3, auditCvss: heartbleed, cvss: { score: 5.1 } });
    expect(await mine(ada, id)).toMatchObject({ auditCvss: heartbleed });

    expect((await act(id, { action: 'update@re-confirm', level: 3, baseCoins: 20 })).json.retcode).toBe(0);
    expect((await staffView(id)).auditCvss).toEqual(heartbleed);

    expect((await act(id, { action: 'update@re-confirm', level: 3, baseCoins: 20, cvssVector: NGINX_8_5 })).json.retcode).toBe(0);
    expect((await staffView(id)).auditCvss).toEqual({ vector: NGINX_8_5, score: 8.5, severity: 'high' });
  });

  it('refuses an invalid vector with 1001 naming cvssVector and leaves the report unrated', async () => {
    const ada = await t.newResearcher();
    const id = data(await submit(ada, {})).id as number;
    await act(id, { action: 'update@start' });
    const res = await act(id, { action: 'update@confirm', level: 2, cvssVector: 'CVSS:4.0/AC:L/AV:N/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N' }, 'en');
    expect(res.json.retcode).toBe(1001);
    expect(res.json.retmsg).toContain('cvssVector');
    expect(await staffView(id)).toMatchObject({ status: 20, auditLevel: null, auditCvss: null });
  });
});
