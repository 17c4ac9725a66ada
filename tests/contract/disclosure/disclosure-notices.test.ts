// Disclosure decisions reach both sides: a researcher's request puts one item in the staff inbox
// (none when the request is refused), and staff's approval or refusal sends the researcher a notice
// worded in the language they read — both written in the transaction of the action itself.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugs, notices, staffInbox } from '../../../server/src/db/schema';
import { callOp, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let boss: Who;
const CAPTCHA = 'ab12';

beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA });
  boss = await t.newResearcher({ role: 'staff' });
});
afterAll(() => t.close());

async function fixedBug(who: Who, name: string, status = 51): Promise<number> {
  await callOp(t.app, 'getCaptcha', who);
  const form = { name, level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/o?id=1', detail: '<p>复现步骤</p>', captcha: CAPTCHA };
  const res = await callOp(t.app, 'submitBug', { ...who, form });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  const id = data(res).id as number;
  await t.db.update(bugs).set({ status, auditLevel: 3 }).where(eq(bugs.id, id));
  return id;
}
const ask = (who: Who, id: number, form: Record<string, string | boolean> = {}) => callOp(t.app, 'requestDisclosure', { ...who, params: { id }, form });
const disclosureItems = async (lang = 'zh') => data(await callOp(t.app, 'listStaffInbox', { ...boss, query: { kind: 'disclosure', pageSize: 50, language: lang } })).items as Data[];
async function requestIdOf(bugId: number): Promise<number> {
  const requests = data(await callOp(t.app, 'listAdminDisclosures', { ...boss, query: { pageSize: 50 } })).requests as Data[];
  return requests.find((r) => r.bugId === bugId)!.id as number;
}
async function noticesOf(who: Who, lang: string): Promise<Data[]> {
  const res = await callOp(t.app, 'listNotices', { ...who, query: { language: lang, pageSize: 50 } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res).notices as Data[];
}

describe('disclosure requests in the staff inbox', () => {
  it('adds one item about the request, with the report name, the note and the researcher', async () => {
    const ada = await t.newResearcher({ nickname: 'AdaSec' });
    const id = await fixedBug(ada, '订单接口越权');
    const before = (await disclosureItems()).length;
    const unread = async () => (data(await callOp(t.app, 'countStaffInboxUnread', boss)).kinds as Data[]).find((k) => k.kind === 'disclosure')!.unread as number;
    const unreadBefore = await unread();
    expect((await ask(ada, id, { note: '已修复，\n希望公开' })).json.retcode).toBe(0);
    const items = await disclosureItems();
    expect(items).toHaveLength(before + 1);
    expect(items[0]).toMatchObject({
      kind: 'disclosure',
      objectId: await requestIdOf(id),
      title: '订单接口越权',
      summary: '已修复， 希望公开',
      who: { userId: ada.id, nickname: 'AdaSec' },
      read: false,
    });
    expect(await unread()).toBe(unreadBefore + 1);
  });

  it('adds nothing when the request is refused (not fixed, already pending, another researcher)', async () => {
    const bob = await t.newResearcher();
    const eve = await t.newResearcher();
    const open = await fixedBug(bob, '未修复', 40);
    const fixed = await fixedBug(bob, '已修复');
    expect((await ask(bob, fixed)).json.retcode).toBe(0);
    const before = (await disclosureItems()).length;
    expect((await ask(bob, open)).json.retcode).toBe(1006);
    expect((await ask(bob, fixed)).json.retcode).toBe(1006);
    expect((await ask(eve, fixed)).json.retcode).toBe(1002);
    expect(await disclosureItems()).toHaveLength(before);
  });
});

describe('disclosure decisions notify the researcher', () => {
  it('an approval notifies in Chinese and in English and links to the public page', async () => {
    const cat = await t.newResearcher();
    const id = await fixedBug(cat, '支付回调签名绕过');
    expect((await ask(cat, id)).json.retcode).toBe(0);
    const requestId = await requestIdOf(id);
    expect(await noticesOf(cat, 'zh')).toHaveLength(0);
    expect((await callOp(t.app, 'approveDisclosure', { ...boss, params: { id: requestId }, form: { summary: '<p>已脱敏</p>' } })).json.retcode).toBe(0);
    const [zh] = await noticesOf(cat, 'zh');
    expect(zh).toMatchObject({ title: '您的漏洞“支付回调签名绕过”已公开', link: `/disclosure/${requestId}` });
    const [en] = await noticesOf(cat, 'en');
    expect(en).toMatchObject({ title: 'Your report "支付回调签名绕过" is now public', link: `/disclosure/${requestId}` });
    expect(en!.content).toContain('approved');
  });

  it('a refusal notifies with the reason and links to the report, where the researcher may ask again', async () => {
    const dan = await t.newResearcher();
    const id = await fixedBug(dan, '内部系统弱口令');
    expect((await ask(dan, id)).json.retcode).toBe(0);
    const requestId = await requestIdOf(id);
    expect((await callOp(t.app, 'refuseDisclosure', { ...boss, params: { id: requestId }, form: { reason: '涉及未上线业务' } })).json.retcode).toBe(0);
    const [en] = await noticesOf(dan, 'en');
    expect(en).toMatchObject({ title: 'Disclosure of "内部系统弱口令" refused', link: `/user/bug/${id}` });
    expect(en!.content).toBe('Reason: 涉及未上线业务. The report stays private; you may ask again later.');
    const [zh] = await noticesOf(dan, 'zh');
    expect(zh).toMatchObject({ title: '您的漏洞“内部系统弱口令”的公开申请未通过' });
    expect(zh!.content).toContain('原因：涉及未上线业务');
  });

  it('a decision that is refused (already decided, unknown request, a researcher deciding) sends no notice', async () => {
    const eve = await t.newResearcher();
    const id = await fixedBug(eve, '重复决定');
    expect((await ask(eve, id)).json.retcode).toBe(0);
    const requestId = await requestIdOf(id);
    expect((await callOp(t.app, 'approveDisclosure', { ...eve, params: { id: requestId }, form: {} })).json.retcode).toBe(4003);
    expect(await t.db.select().from(notices).where(eq(notices.userId, eve.id))).toHaveLength(0);
    expect((await callOp(t.app, 'refuseDisclosure', { ...boss, params: { id: requestId }, form: {} })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'approveDisclosure', { ...boss, params: { id: requestId }, form: {} })).json.retcode).toBe(1006);
    expect((await callOp(t.app, 'refuseDisclosure', { ...boss, params: { id: 999999 }, form: {} })).json.retcode).toBe(1002);
    const rows = await t.db.select().from(notices).where(eq(notices.userId, eve.id));
    expect(rows.map((r) => r.key)).toEqual(['disclosure.decided']);
    // The stored text of last resort is the Chinese wording, without a reason line when none was given.
    expect(rows[0]!.content).toBe('该漏洞不会公开，您可以稍后再次申请。');
    expect(await t.db.select().from(staffInbox).where(eq(staffInbox.actorId, eve.id))).toHaveLength(2);
  });
});
