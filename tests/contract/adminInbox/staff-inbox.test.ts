// The staff inbox on the API: every researcher action staff should look at adds one item (and a
// refused or rolled-back action adds none; staff's own replies add none), items are shared by the
// staff team while each staff member reads them for themselves, and the header's unread counts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugs, rewards } from '../../../server/src/db/schema';
import { CoinType, postLedger } from '../../../server/src/services/coins/ledger';
import { callOp, type CallResult, type Credentials, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let ada: Who;
let boss: Who;
let kim: Who;
const CAPTCHA = 'ab12';

beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA });
  ada = await t.newResearcher({ nickname: 'Ada', phone: '+8613800000001' });
  boss = await t.newResearcher({ role: 'staff' });
  kim = await t.newResearcher({ role: 'staff' });
});
afterAll(() => t.close());

type Item = { id: number; kind: string; objectId: number; title: string; summary: string; who: Data; time: string; read: boolean; handledBy: Data | null };
async function inbox(who: Credentials, query: Record<string, string | number> = {}): Promise<{ total: number; items: Item[] }> {
  const res = await callOp(t.app, 'listStaffInbox', { ...who, query: { pageSize: 50, ...query } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res) as unknown as { total: number; items: Item[] };
}
/** The items of one kind, newest first, as the first staff member sees them. */
const ofKind = async (kind: string, lang = 'zh') => (await inbox(boss, { kind, language: lang })).items;
const unread = async (who: Credentials) => data(await callOp(t.app, 'countStaffInboxUnread', who)) as { total: number; kinds: { kind: string; unread: number }[] };
const ok = (res: CallResult) => {
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res);
};

async function submitBug(who: Who, name: string): Promise<number> {
  await callOp(t.app, 'getCaptcha', who);
  const form = { name, level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/s?q=1', detail: '<p>复现步骤</p>', captcha: CAPTCHA };
  return ok(await callOp(t.app, 'submitBug', { ...who, form })).id as number;
}

describe('researcher actions fill the staff inbox', () => {
  it('a new report, a reply on it, an urge and a re-check answer each add one item about the report', async () => {
    const id = await submitBug(ada, '订单接口 SQL 注入');
    const [created] = await ofKind('bug');
    expect(created).toMatchObject({ kind: 'bug', objectId: id, title: '订单接口 SQL 注入', summary: '中危', who: { userId: ada.id, nickname: 'Ada' }, read: false });
    expect(created!.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    ok(await callOp(t.app, 'replyBug', { ...ada, params: { id }, form: { content: '已补充\n测试账号' } }));
    expect((await ofKind('bug-reply'))[0]).toMatchObject({ objectId: id, title: '订单接口 SQL 注入', summary: '已补充 测试账号', who: { userId: ada.id } });
    // Staff's own reply goes to the researcher, not into the inbox.
    ok(await callOp(t.app, 'replyBug', { ...boss, params: { id }, form: { content: '收到' } }));
    expect(await ofKind('bug-reply')).toHaveLength(1);

    expect(await ofKind('urge')).toHaveLength(0);
    expect((await callOp(t.app, 'urgeBug', { ...ada, params: { id } })).json.retcode).toBe(1006);
    expect(await ofKind('urge')).toHaveLength(0);
    await t.db
      .update(bugs)
      .set({ submittedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(bugs.id, id));
    ok(await callOp(t.app, 'urgeBug', { ...ada, params: { id } }));
    expect((await callOp(t.app, 'urgeBug', { ...ada, params: { id } })).json.retcode).toBe(1007);
    expect(await ofKind('urge')).toEqual([expect.objectContaining({ objectId: id, title: '订单接口 SQL 注入', who: expect.objectContaining({ userId: ada.id }) })]);

    await t.db.update(bugs).set({ status: 40 }).where(eq(bugs.id, id));
    ok(await callOp(t.app, 'answerRecheck', { ...ada, params: { id }, form: { answer: 'not-fixed' } }));
    expect((await ofKind('recheck'))[0]).toMatchObject({ objectId: id, summary: '未修复' });
    expect((await ofKind('recheck', 'en'))[0]).toMatchObject({ objectId: id, summary: 'Not fixed' });
    expect((await ofKind('bug', 'en'))[0]).toMatchObject({ summary: 'Medium' });
  });

  it('an exchange order adds an item; an order refused for lack of coins adds none', async () => {
    const [gift] = await t.db.insert(rewards).values({ name: '安全币礼包', price: 30, num: 10, type: 'score', area: 'custom' }).returning();
    expect((await callOp(t.app, 'createTrade', { ...ada, form: { rewardId: gift!.id, num: 1 } })).json.retcode).toBe(2001);
    expect(await ofKind('trade')).toHaveLength(0);
    await t.db.transaction((tx) => postLedger(tx, { userId: ada.id, type: CoinType.BugRating, amount: 100, earned: true }));
    const tradeId = ok(await callOp(t.app, 'createTrade', { ...ada, form: { rewardId: gift!.id, num: 2 } })).tradeId as number;
    expect(await ofKind('trade')).toEqual([expect.objectContaining({ objectId: tradeId, title: '安全币礼包', summary: '× 2，60 安全币' })]);
    expect((await ofKind('trade', 'en'))[0]!.summary).toBe('× 2, 60 coins');
  });

  it('a team created for review, a test report, a leave message and a researcher reply in it add items', async () => {
    const lead = await t.newResearcher({ nickname: 'Lead' });
    const teamId = ok(await callOp(t.app, 'createTeam', { ...lead, form: { name: '蓝队', intro: '专注 Web 安全', contact: 'blue@example.com' } })).id as number;
    expect((await ofKind('team'))[0]).toMatchObject({ objectId: teamId, title: '蓝队', summary: '专注 Web 安全', who: { userId: lead.id, nickname: 'Lead' } });

    const reportId = ok(await callOp(t.app, 'submitTestReport', { ...ada, form: { userName: '张三', ip: '10.0.0.8', host: 'shop.example.com' } })).id as number;
    expect((await ofKind('test-report'))[0]).toMatchObject({ objectId: reportId, title: '10.0.0.8', summary: 'shop.example.com' });

    await callOp(t.app, 'getCaptcha', ada);
    const form = { title: '礼品何时发货', content: '<p>上周兑换的<b>双肩包</b>还没有物流信息。</p>', captcha: CAPTCHA };
    const messageId = ok(await callOp(t.app, 'createLeaveMessage', { ...ada, form })).id as number;
    expect((await ofKind('leave-message'))[0]).toMatchObject({ objectId: messageId, title: '礼品何时发货', summary: '上周兑换的 双肩包 还没有物流信息。' });
    ok(await callOp(t.app, 'replyAdminLeaveMessage', { ...boss, params: { id: messageId }, form: { content: '明天发货' } }));
    ok(await callOp(t.app, 'replyLeaveMessage', { ...boss, params: { id: messageId }, form: { content: '已催促仓库' } }));
    expect(await ofKind('leave-message')).toHaveLength(1);
    ok(await callOp(t.app, 'replyLeaveMessage', { ...ada, params: { id: messageId }, form: { content: '谢谢' } }));
    const [reply] = await ofKind('leave-message');
    expect(reply).toMatchObject({ objectId: messageId, title: '礼品何时发货', summary: '回复：谢谢' });
    expect((await ofKind('leave-message', 'en'))[0]!.summary).toBe('Reply: 谢谢');
  });
});

describe('read state', () => {
  it('is each staff member’s own; counts per kind follow it; mark by ids, by kind, or all', async () => {
    // Two fresh reports: the first test's report was handled by staff's reply (its items read for all).
    await submitBug(ada, '越权查看订单');
    await submitBug(ada, '越权修改地址');
    const before = await unread(kim);
    expect(before.kinds.map((k) => k.kind)).toEqual([
      'bug',
      'bug-reply',
      'urge',
      'recheck',
      'trade',
      'team',
      'test-report',
      'leave-message',
      'real-name',
      'resubmit',
      'disclosure',
      'mention',
      'cve-request',
    ]);
    expect(before.total).toBe(before.kinds.reduce((s, k) => s + k.unread, 0));
    expect(before.total).toBe((await inbox(kim, { readStatus: 0 })).total);
    expect(before.kinds.find((k) => k.kind === 'bug')!.unread).toBe(2);

    const [newest] = (await inbox(boss)).items;
    expect(ok(await callOp(t.app, 'markStaffInboxRead', { ...boss, form: { ids: [newest!.id, 999_999] } }))).toEqual({ affected: 1 });
    expect(ok(await callOp(t.app, 'markStaffInboxRead', { ...boss, form: { ids: [newest!.id] } }))).toEqual({ affected: 0 });
    expect((await inbox(boss)).items[0]).toMatchObject({ id: newest!.id, read: true });
    expect((await inbox(kim)).items[0]).toMatchObject({ id: newest!.id, read: false });
    expect((await unread(boss)).total).toBe(before.total - 1);
    expect((await unread(kim)).total).toBe(before.total);
    const readNow = (await inbox(boss, { readStatus: 1 })).items;
    expect(readNow.map((i) => i.id)).toContain(newest!.id);
    // Besides it, only items someone handled (the first test's report, answered by staff).
    expect(readNow.filter((i) => i.id !== newest!.id).every((i) => i.handledBy !== null)).toBe(true);
    expect((await inbox(boss, { readStatus: 0 })).items.map((i) => i.id)).not.toContain(newest!.id);

    // All of one kind: the bug items (one was read already).
    expect(ok(await callOp(t.app, 'markStaffInboxRead', { ...boss, form: { all: true, kind: 'bug' } }))).toEqual({ affected: 1 });
    expect((await unread(boss)).kinds.find((k) => k.kind === 'bug')!.unread).toBe(0);
    expect((await unread(boss)).total).toBe(before.total - 2);

    expect(ok(await callOp(t.app, 'markStaffInboxRead', { ...boss, form: { all: true } }))).toEqual({ affected: before.total - 2 });
    expect((await unread(boss)).total).toBe(0);
    expect((await inbox(boss, { readStatus: 0 })).total).toBe(0);
    expect((await unread(kim)).total).toBe(before.total);

    // An item that arrives after "mark all" is unread again, for everyone.
    const id = await submitBug(ada, '存储型 XSS');
    expect((await unread(boss)).total).toBe(1);
    expect((await inbox(boss, { readStatus: 0 })).items).toEqual([expect.objectContaining({ kind: 'bug', objectId: id, read: false })]);
    expect((await unread(kim)).total).toBe(before.total + 1);
  });

  it('takes ids or all=true, not both and not neither (1001)', async () => {
    for (const form of [{}, { ids: [1], all: true }, { kind: 'bug' }, { ids: [1], kind: 'bug' }]) {
      const res = await callOp(t.app, 'markStaffInboxRead', { ...boss, form });
      expect(res.json.retcode, JSON.stringify(form)).toBe(1001);
    }
    expect((await callOp(t.app, 'markStaffInboxRead', { ...boss, query: { language: 'en' }, form: {} })).json.retmsg).toContain('ids');
  });

  it('keeps the inbox from researchers (4003) and visitors (4006)', async () => {
    expect((await callOp(t.app, 'listStaffInbox', ada)).json.retcode).toBe(4003);
    expect((await callOp(t.app, 'countStaffInboxUnread', ada)).json.retcode).toBe(4003);
    expect((await callOp(t.app, 'markStaffInboxRead', { ...ada, form: { all: true } })).json.retcode).toBe(4003);
    expect((await callOp(t.app, 'listStaffInbox')).json.retcode).toBe(4006);
  });
});
