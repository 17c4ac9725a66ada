// Public disclosure needs both sides' consent. The researcher asks for a finished,
// fixed report of their own (51); staff approve (with a redacted, sanitised summary) or refuse. This
// walks every other report state, another researcher's request, a visitor's, a pending and a refused
// request: none is public, each is refused. The public page never carries the original detail, link,
// attachments or contact data.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugs } from '../../../server/src/db/schema';
import { anonymousSession, callOp, type Credentials, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let boss: Who;
let visitor: Credentials;
const CAPTCHA = 'ab12';
const SECRET_DETAIL = 'secret-step-token-123';
const VECTOR = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:N/VA:N/SC:N/SI:N/SA:N';

beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA });
  boss = await t.newResearcher({ role: 'staff' });
  visitor = await anonymousSession(t.app);
});
afterAll(() => t.close());

async function bugIn(who: Who, status: number, name = '订单接口越权'): Promise<number> {
  await callOp(t.app, 'getCaptcha', who);
  const form = { name, level: 2, mainType: 3, subType: 301, link: 'https://internal.example.com/o?id=1', detail: `<p>${SECRET_DETAIL}</p>`, captcha: CAPTCHA, cvssVector: VECTOR };
  const res = await callOp(t.app, 'submitBug', { ...who, form });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  const id = data(res).id as number;
  await t.db
    .update(bugs)
    .set({ status, auditLevel: status === 10 ? null : 3 })
    .where(eq(bugs.id, id));
  return id;
}
const ask = (who: Credentials, id: number, form: Record<string, string | boolean> = {}) => callOp(t.app, 'requestDisclosure', { ...who, params: { id }, form });
const publicList = async (query: Record<string, number> = {}) => data(await callOp(t.app, 'listDisclosures', { ...visitor, query: { pageSize: 10, ...query } }));
const adminList = async (status?: string) => data(await callOp(t.app, 'listAdminDisclosures', { ...boss, query: { pageSize: 10, ...(status ? { status } : {}) } })).requests as Data[];
const requestIdOf = async (bugId: number) => (await adminList()).find((r) => r.bugId === bugId)!.id as number;

describe('public disclosure', () => {
  it('publishes a finished, fixed report only once its researcher asked and staff approved, with the summary only', async () => {
    const ada = await t.newResearcher({ nickname: 'AdaSec' });
    const id = await bugIn(ada, 51);
    const mine = async () => data(await callOp(t.app, 'getBug', { ...ada, params: { id } })).bug as Data;
    expect(await mine()).toMatchObject({ disclosure: null, canRequestDisclosure: true });

    const asked = await ask(ada, id, { note: '已修复，希望公开' });
    expect(asked.json.retcode, asked.json.retmsg).toBe(0);
    expect(data(asked)).toEqual({ status: 'pending' });
    expect(await mine()).toMatchObject({ disclosure: { status: 'pending', anonymous: false, note: '已修复，希望公开' }, canRequestDisclosure: false });
    // Pending: not public.
    const requestId = await requestIdOf(id);
    expect((await publicList()).total).toBe(0);
    expect((await callOp(t.app, 'getDisclosure', { ...visitor, params: { id: requestId } })).json.retcode).toBe(1002);
    // A second request while pending is refused.
    expect((await ask(ada, id)).json.retcode).toBe(1006);

    const approve = await callOp(t.app, 'approveDisclosure', {
      ...boss,
      params: { id: requestId },
      form: { summary: '<p>改订单号可读他人订单</p><img src=x onerror="alert(1)"><script>alert(2)</script>' },
    });
    expect(approve.json.retcode, approve.json.retmsg).toBe(0);
    expect(data(approve)).toEqual({ status: 'approved' });
    const list = await publicList();
    expect(list.total).toBe(1);
    const [report] = list.reports as Data[];
    expect(report).toMatchObject({
      id: requestId,
      title: '订单接口越权',
      level: 3,
      cvss: { vector: VECTOR, score: 8.7, severity: 'high' },
      researcher: { userId: ada.id, nickname: 'AdaSec' },
    });
    expect(report!.summary).toContain('改订单号可读他人订单');
    expect(report!.summary).not.toMatch(/onerror|<script/);
    const page = await callOp(t.app, 'getDisclosure', { ...visitor, params: { id: requestId }, query: { language: 'en' } });
    expect(page.json.retcode).toBe(0);
    const text = JSON.stringify(page.json);
    for (const secret of [SECRET_DETAIL, 'internal.example.com', '@']) expect(text).not.toContain(secret);
    expect((await publicList({ userId: ada.id })).total).toBe(1);
    // Decided: staff cannot decide it again.
    expect((await callOp(t.app, 'refuseDisclosure', { ...boss, params: { id: requestId }, form: {} })).json.retcode).toBe(1006);
  });

  it('shows an anonymous disclosure without the researcher, and not under their name', async () => {
    const bob = await t.newResearcher({ nickname: 'BobSec' });
    const id = await bugIn(bob, 51, '匿名公开');
    expect((await ask(bob, id, { anonymous: true })).json.retcode).toBe(0);
    const requestId = await requestIdOf(id);
    expect((await callOp(t.app, 'approveDisclosure', { ...boss, params: { id: requestId }, form: {} })).json.retcode).toBe(0);
    const page = data(await callOp(t.app, 'getDisclosure', { ...visitor, params: { id: requestId } }));
    expect(page.researcher).toBeNull();
    expect(JSON.stringify(page)).not.toContain('BobSec');
    expect((await publicList({ userId: bob.id })).total).toBe(0);
  });

  it('keeps a refused request private; the researcher may ask again', async () => {
    const cat = await t.newResearcher({ nickname: 'CatSec' });
    const id = await bugIn(cat, 51, '被拒绝');
    expect((await ask(cat, id)).json.retcode).toBe(0);
    const requestId = await requestIdOf(id);
    const refuse = await callOp(t.app, 'refuseDisclosure', { ...boss, params: { id: requestId }, form: { reason: '涉及未公开业务' } });
    expect(data(refuse)).toEqual({ status: 'refused' });
    expect((await callOp(t.app, 'getDisclosure', { ...visitor, params: { id: requestId } })).json.retcode).toBe(1002);
    expect(((await publicList()).reports as Data[]).map((r) => r.title)).not.toContain('被拒绝');
    expect(data(await callOp(t.app, 'getBug', { ...cat, params: { id } })).bug).toMatchObject({
      disclosure: { status: 'refused', refuseReason: '涉及未公开业务' },
      canRequestDisclosure: true,
    });
    expect((await ask(cat, id)).json.retcode).toBe(0);
    expect((await adminList('pending')).map((r) => r.bugId)).toContain(id);
  });

  it('refuses every other report state, another researcher, staff as researcher and a visitor', async () => {
    const dan = await t.newResearcher();
    const eve = await t.newResearcher();
    for (const status of [10, 20, 30, 40, 52, 53]) {
      const id = await bugIn(dan, status, `状态 ${status}`);
      expect((await ask(dan, id)).json.retcode, `status ${status}`).toBe(1006);
      expect(data(await callOp(t.app, 'getBug', { ...dan, params: { id } })).bug).toMatchObject({ disclosure: null, canRequestDisclosure: false });
    }
    const fixed = await bugIn(dan, 51, '他人的报告');
    expect((await ask(eve, fixed)).json.retcode).toBe(1002);
    expect((await ask(boss, fixed)).json.retcode).toBe(1002);
    expect((await ask(visitor, fixed)).json.retcode).toBe(4006);
    // A researcher cannot decide, nor read the queue.
    expect((await callOp(t.app, 'listAdminDisclosures', { ...dan, query: {} })).json.retcode).toBe(4003);
    const titles = ((await publicList()).reports as Data[]).map((r) => r.title);
    expect(titles.filter((title) => String(title).startsWith('状态') || title === '他人的报告')).toEqual([]);
  });

  it('answers 1002 for an unknown request and never lists anything but approved ones', async () => {
    expect((await callOp(t.app, 'getDisclosure', { ...visitor, params: { id: 999999 } })).json.retcode).toBe(1002);
    expect((await callOp(t.app, 'approveDisclosure', { ...boss, params: { id: 999999 }, form: {} })).json.retcode).toBe(1002);
    const approved = (await adminList('approved')).map((r) => r.id);
    expect(((await publicList()).reports as Data[]).map((r) => r.id).sort()).toEqual(approved.sort());
  });
});
