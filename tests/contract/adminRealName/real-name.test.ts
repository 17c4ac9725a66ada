// Real-name verification on the API: a researcher sends name and number, answers
// show them masked only (staff see the name, never the full number), one pending request at a time,
// staff approve (cash gifts then work) or refuse with a reason (a notice in the researcher's
// language, and they may send again); staff operations are staff-only and CSRF-protected.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realNameRequests, rewards, staffInbox } from '../../../server/src/db/schema';
import { CoinType, postLedger } from '../../../server/src/services/coins/ledger';
import { callOp, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
let boss: Who;
beforeAll(async () => {
  t = await startTestApp();
  boss = await t.newResearcher({ role: 'staff', nickname: 'Boss' });
});
afterAll(() => t.close());

const ID = '11010519491231002X';
const submit = (who: Who, form: Record<string, string>, language = 'zh') => callOp(t.app, 'submitRealName', { ...who, query: { language }, form });
const status = async (who: Who) => data(await callOp(t.app, 'getRealNameStatus', who));
const pending = async (userId: number) => {
  const list = data(await callOp(t.app, 'listAdminRealNameRequests', { ...boss, query: { status: 1, pageSize: 50 } })).requests as Data[];
  return list.find((r) => (r.user as Data).userId === userId)!;
};

describe('submitting', () => {
  it('answers the pending state with the name and number masked, and puts an item in the staff inbox', async () => {
    const ada = await t.newResearcher({ nickname: 'Ada' });
    const res = await submit(ada, { name: ' 王小明 ', idNumber: ID.toLowerCase() });
    expect(res.json.retcode, res.json.retmsg).toBe(0);
    expect(data(res)).toMatchObject({ verified: false, state: 1, name: '王*明', idNumber: '**************002X', reason: null, reviewTime: null });
    expect(await status(ada)).toEqual(data(res));
    expect(res.body).not.toContain('王小明');
    expect(res.body).not.toContain('110105');
    // Only the masked number is stored.
    const [row] = await t.db.select().from(realNameRequests).where(eq(realNameRequests.userId, ada.id));
    expect(row).toMatchObject({ name: '王小明', idMasked: '**************002X', status: 1 });
    expect(JSON.stringify(row)).not.toContain('110105');
    const items = await t.db.select().from(staffInbox).where(eq(staffInbox.objectId, row!.id));
    expect(items.filter((i) => i.kind === 'real-name').map((i) => i.title)).toEqual(['Ada']);
  });

  it('refuses a bad name or number with 1001 naming the field, in the caller’s language', async () => {
    const ada = await t.newResearcher();
    const bad = async (form: Record<string, string>, language = 'zh') => (await submit(ada, form, language)).json;
    expect(await bad({ name: '王小明', idNumber: '110105194912310021' })).toMatchObject({ retcode: 1001, retmsg: 'idNumber：证件号码校验位不正确' });
    expect(await bad({ name: 'Agent 007', idNumber: 'E12345678' }, 'en')).toMatchObject({ retcode: 1001, retmsg: expect.stringMatching(/^name: /) });
    expect((await bad({ name: '王小明', idNumber: '1234' })).retcode).toBe(1001);
    expect((await bad({ name: '王小明', idNumber: 'E1234<567' })).retcode).toBe(1001);
    expect((await status(ada)).state).toBe(0);
  });

  it('allows one pending request at a time, even when two are sent at once', { tags: ['postgres'] }, async () => {
    const ada = await t.newResearcher();
    const both = await Promise.all([submit(ada, { name: '王小明', idNumber: ID }), submit(ada, { name: '王小明', idNumber: 'E12345678' })]);
    expect(both.map((r) => r.json.retcode).sort()).toEqual([0, 1006]);
    expect((await submit(ada, { name: '王小明', idNumber: ID })).json.retcode).toBe(1006);
    expect(await t.db.select().from(realNameRequests).where(eq(realNameRequests.userId, ada.id))).toHaveLength(1);
  });
});

describe('staff review', () => {
  it('approving sets the real name: a cash exchange that answered 2004 now succeeds, and the researcher is told', async () => {
    const ada = await t.newResearcher();
    await t.db.transaction((tx) => postLedger(tx, { userId: ada.id, type: CoinType.BugRating, amount: 1000, earned: true }));
    const [cash] = await t.db.insert(rewards).values({ name: '现金 100 元', price: 20, num: 10, type: 'cash', area: 'cash' }).returning();
    const exchange = () => callOp(t.app, 'createTrade', { ...ada, form: { rewardId: cash!.id, num: 1 } });
    expect((await exchange()).json.retcode).toBe(2004);

    await submit(ada, { name: '王小明', idNumber: ID });
    expect((await exchange()).json.retcode).toBe(2004);
    const request = await pending(ada.id);
    // Staff see the full name to judge it, but never the full number.
    expect(request).toMatchObject({ name: '王小明', idNumber: '**************002X', status: 1, reviewer: null });
    const approved = await callOp(t.app, 'approveRealNameRequest', { ...boss, params: { id: request.id as number } });
    expect(data(approved)).toEqual({ status: 2 });
    expect((await exchange()).json.retcode).toBe(0);
    expect(await status(ada)).toMatchObject({ verified: true, state: 2, name: '王*明', reason: null });
    const [notice] = data(await callOp(t.app, 'listNotices', { ...ada, query: { language: 'zh' } })).notices as Data[];
    expect(notice).toMatchObject({ title: '实名认证已通过', link: '/user/infos/realname' });
    // Decided once: a second decision and a new request are refused.
    expect((await callOp(t.app, 'approveRealNameRequest', { ...boss, params: { id: request.id as number } })).json.retcode).toBe(1006);
    expect((await callOp(t.app, 'refuseRealNameRequest', { ...boss, params: { id: request.id as number }, form: { reason: 'x' } })).json.retcode).toBe(1006);
    expect((await submit(ada, { name: '王小明', idNumber: ID })).json.retcode).toBe(1006);
    const history = data(await callOp(t.app, 'listAdminRealNameRequests', { ...boss, query: { status: 2, pageSize: 50 } })).requests as Data[];
    expect(history.find((r) => r.id === request.id)).toMatchObject({ reviewer: 'Boss', reviewTime: expect.any(String) });
  });

  it('refusing needs a reason, notifies in the language the researcher reads, and allows a new request', async () => {
    const jane = await t.newResearcher();
    await submit(jane, { name: 'Jane Smith', idNumber: 'E12345678' }, 'en');
    const request = await pending(jane.id);
    const refuse = (reason: string) => callOp(t.app, 'refuseRealNameRequest', { ...boss, params: { id: request.id as number }, form: { reason } });
    expect((await refuse('   ')).json.retcode).toBe(1001);
    // Staff work in Chinese; the researcher reads English.
    expect(data(await refuse('姓名与收款账户不符 / name differs from the payout account'))).toEqual({ status: 3 });
    expect(await status(jane)).toMatchObject({ verified: false, state: 3, name: 'J********h', idNumber: '*****5678', reason: '姓名与收款账户不符 / name differs from the payout account' });
    const [notice] = data(await callOp(t.app, 'listNotices', { ...jane, query: { language: 'en' } })).notices as Data[];
    expect(notice!.title).toBe('Real-name verification refused');
    expect(notice!.content).toContain('name differs from the payout account');
    const again = await submit(jane, { name: 'Jane Smith', idNumber: 'E12345679' }, 'en');
    expect(data(again)).toMatchObject({ state: 1, idNumber: '*****5679', reason: null });
    expect((await callOp(t.app, 'approveRealNameRequest', { ...boss, params: { id: 999_999 } })).json.retcode).toBe(1002);
  });

  it('is staff-only and needs the CSRF token', async () => {
    const ada = await t.newResearcher();
    await submit(ada, { name: '王小明', idNumber: ID });
    const request = await pending(ada.id);
    const id = request.id as number;
    expect((await callOp(t.app, 'listAdminRealNameRequests', ada)).json.retcode).toBe(4003);
    expect((await callOp(t.app, 'approveRealNameRequest', { ...ada, params: { id } })).json.retcode).toBe(4003);
    expect((await callOp(t.app, 'refuseRealNameRequest', { ...ada, params: { id }, form: { reason: 'no' } })).json.retcode).toBe(4003);
    const noToken = await callOp(t.app, 'approveRealNameRequest', { cookies: boss.cookies, params: { id } });
    expect(noToken.status).toBe(400);
    const wrongToken = await callOp(t.app, 'refuseRealNameRequest', { cookies: boss.cookies, headers: { 'x-csrf-token': 'f'.repeat(64) }, params: { id }, form: { reason: 'no' } });
    expect(wrongToken.status).toBe(400);
    const researcherNoToken = await callOp(t.app, 'submitRealName', { cookies: ada.cookies, form: { name: '王小明', idNumber: ID } });
    expect(researcherNoToken.status).toBe(400);
    expect((await pending(ada.id)).status).toBe(1);
  });

  it('lists the pending queue oldest first and filters by state', async () => {
    const first = await t.newResearcher();
    const second = await t.newResearcher();
    await submit(first, { name: '张三', idNumber: 'G11111111' });
    await submit(second, { name: '李四', idNumber: 'G22222222' });
    const queue = data(await callOp(t.app, 'listAdminRealNameRequests', { ...boss, query: { status: 1, pageSize: 50 } }));
    const ids = (queue.requests as Data[]).map((r) => (r.user as Data).userId);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect((queue.requests as Data[]).every((r) => r.status === 1)).toBe(true);
    expect(data(await callOp(t.app, 'listAdminRealNameRequests', { ...boss, query: { status: 0 } }))).toEqual({ total: 0, requests: [] });
  });
});
