// Staff tools for orders and people: fulfilment moves by gift type with refunds through the ledger,
// the user list, roles (never one's own), manual coin changes, the pickers, and the monthly prize
// (top 3 above 800, idempotent); all of them refused to researchers.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, balances, ledger, rewards, sessions, userScores, users } from '../../../server/src/db/schema';
import { periodsOf } from '../../../common/periods';
import { CoinType, postLedger } from '../../../server/src/services/coins/ledger';
import { anonymousSession, callOp, data, type Data, startTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const staff = () => t.newResearcher({ role: 'staff' });
const give = (userId: number, amount: number, at?: Date) => t.db.transaction((tx) => postLedger(tx, { userId, type: CoinType.BugRating, amount, earned: true, at }));

describe('orders', () => {
  it('moves orders by gift type, refunding coins and stock on close', async () => {
    const ada = await t.newResearcher();
    const boss = await staff();
    await give(ada.id, 100);
    const [coin] = await t.db.insert(rewards).values({ name: '贴纸', price: 20, num: 5, type: 'score', area: 'custom' }).returning();
    const order = async () => data(await callOp(t.app, 'createTrade', { ...ada, form: { rewardId: coin!.id, num: 1 } })).tradeId as number;
    const first = await order();
    expect((await callOp(t.app, 'actOnTrade', { ...boss, params: { id: first }, form: { action: 'ship', tracking: 'SF1' } })).json.retcode).toBe(1006);
    expect(data(await callOp(t.app, 'actOnTrade', { ...boss, params: { id: first }, form: { action: 'issue-coins' } }))).toEqual({ status: 22 });
    expect((await callOp(t.app, 'actOnTrade', { ...boss, params: { id: first }, form: { action: 'close' } })).json.retcode).toBe(1006);
    const second = await order();
    expect(data(await callOp(t.app, 'actOnTrade', { ...boss, params: { id: second }, form: { action: 'close', comment: '库存盘点' } }))).toEqual({ status: 30 });
    const [bal] = await t.db.select().from(balances).where(eq(balances.userId, ada.id));
    const [stock] = await t.db.select().from(rewards).where(eq(rewards.id, coin!.id));
    expect([bal!.balance, bal!.contribution, stock!.num]).toEqual([80, 100, 4]);
    const list = data(await callOp(t.app, 'listAdminTrades', { ...boss, query: { userId: ada.id } })).trades as Data[];
    expect(list.map((x) => x.status)).toEqual([30, 22]);
    const byType = async (type: 'score' | 'cash') => data(await callOp(t.app, 'listAdminTrades', { ...boss, query: { userId: ada.id, type } }));
    expect(((await byType('score')).trades as Data[]).length).toBe(2);
    expect(await byType('cash')).toEqual({ total: 0, trades: [] });
  });
});

describe('people', () => {
  it('lists users, changes roles but never one’s own, and posts manual coin changes with a reason', async () => {
    const boss = await staff();
    const ada = await t.newResearcher({ nickname: 'FindMe' });
    const found = data(await callOp(t.app, 'listAdminUsers', { ...boss, query: { keyword: 'findme' } })).users as Data[];
    expect(found.map((u) => u.userId)).toEqual([ada.id]);
    expect((await callOp(t.app, 'setUserRole', { ...boss, params: { id: boss.id }, form: { role: 'researcher' } })).json.retcode).toBe(1006);
    expect((await callOp(t.app, 'setUserRole', { ...boss, params: { id: ada.id }, form: { role: 'staff' } })).json.retcode).toBe(0);
    // A researcher made staff reads the console at once, with the least role: viewer.
    const [promoted] = await t.db.select().from(users).where(eq(users.id, ada.id));
    expect(promoted!.staffRoles).toEqual(['viewer']);
    expect((await callOp(t.app, 'listAdminUsers', ada)).json.retcode).toBe(0);
    expect((await callOp(t.app, 'changeUserCoins', { ...ada, params: { id: ada.id }, form: { amount: 5, reason: 'mine' } })).json.retcode).toBe(4003);
    // Made a researcher again: removed from the team, the session ends at once.
    await callOp(t.app, 'setUserRole', { ...boss, params: { id: ada.id }, form: { role: 'researcher' } });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, ada.id))).toEqual([]);
    expect((await callOp(t.app, 'listAdminUsers', ada)).json.retcode).toBe(4006);
    expect(data(await callOp(t.app, 'changeUserCoins', { ...boss, params: { id: ada.id }, form: { amount: 50, reason: '活动奖励' } }))).toEqual({ balance: 50 });
    expect((await callOp(t.app, 'changeUserCoins', { ...boss, params: { id: ada.id }, form: { amount: -60, reason: '扣回' } })).json.retcode).toBe(2001);
    expect(data(await callOp(t.app, 'changeUserCoins', { ...boss, params: { id: ada.id }, form: { amount: -20, reason: '扣回' } }))).toEqual({ balance: 30 });
    const [bal] = await t.db.select().from(balances).where(eq(balances.userId, ada.id));
    // A negative change is a clawback: it lowers contribution too (contract changeUserCoins).
    expect(bal!.contribution).toBe(30);
    const picked = data(await callOp(t.app, 'listPickerUsers', { ...boss, query: { keyword: 'Find' } })).users as Data[];
    expect(picked.map((u) => u.userId)).toEqual([ada.id]);
    expect(data(await callOp(t.app, 'listPickerUsers', boss))).toEqual({ users: [] });
    await t.db.insert(activities).values({ title: '春季挑战', startAt: new Date(), endAt: new Date() });
    expect((data(await callOp(t.app, 'listPickerActivities', { ...boss, query: { keyword: '春季' } })).activities as Data[]).map((a) => a.title)).toEqual(['春季挑战']);
  });

  it('takes coins back by one rule: a clawback lowers balance, contribution and ranks; a gift only the balance', async () => {
    const boss = await staff();
    const ada = await t.newResearcher({ nickname: 'Clawback' });
    const rankScore = async () => {
      const rows = data(await callOp(t.app, 'listUserRank', { query: { pageSize: 50 } })).rank as Data[];
      return rows.find((r) => r.userId === ada.id)?.score ?? 0;
    };
    const scores = async () => {
      const p = periodsOf(new Date());
      const rows = await t.db.select().from(userScores).where(eq(userScores.userId, ada.id));
      return Object.fromEntries([p.all, p.year, p.month].map((period) => [period, rows.find((r) => r.period === period)?.score ?? 0]));
    };
    const centre = async () => (await t.db.select().from(balances).where(eq(balances.userId, ada.id)))[0]!;
    const zero = Object.fromEntries(Object.values(periodsOf(new Date())).map((period) => [period, 0]));

    expect(data(await callOp(t.app, 'changeUserCoins', { ...boss, params: { id: ada.id }, form: { amount: 500, reason: '活动奖励' } }))).toEqual({ balance: 500 });
    expect(await rankScore()).toBe(500); // also fills the rank cache, which must see the clawback
    expect(data(await callOp(t.app, 'changeUserCoins', { ...boss, params: { id: ada.id }, form: { amount: -500, reason: '误发扣回' } }))).toEqual({ balance: 0 });
    expect(await rankScore()).toBe(0);
    expect(await scores()).toEqual(zero);
    expect(await centre()).toMatchObject({ balance: 0, contribution: 0 });
    const [claw] = await t.db
      .select()
      .from(ledger)
      .where(eq(ledger.userId, ada.id))
      .orderBy(sql`${ledger.id} desc`)
      .limit(1);
    expect(claw).toMatchObject({ type: CoinType.ManualChange, amount: -500, earned: true });

    // Spending on a gift lowers only the balance.
    await give(ada.id, 100);
    const [card] = await t.db.insert(rewards).values({ name: '虚拟卡', price: 40, num: 10, type: 'score', area: 'custom' }).returning();
    expect((await callOp(t.app, 'createTrade', { ...ada, form: { rewardId: card!.id, num: 1 } })).json.retcode).toBe(0);
    expect(await centre()).toMatchObject({ balance: 60, contribution: 100 });
    expect(await rankScore()).toBe(100);
    expect(Object.values(await scores())).toEqual([100, 100, 100]);
  });

  it('awards the monthly prize to the top 3 above 800 once', async () => {
    const boss = await staff();
    const people = await Promise.all([900, 1500, 850, 2000, 700].map(async (score) => ({ id: await t.createUser(), score })));
    const at = new Date('2026-09-15T00:00:00Z');
    for (const p of people) await give(p.id, p.score, at);
    expect((await callOp(t.app, 'runMonthlyPrize', { ...boss, form: { month: '2099-01' } })).json.retcode).toBe(1006);
    const first = data(await callOp(t.app, 'runMonthlyPrize', { ...boss, form: { month: '2026-09' } }));
    expect(first).toEqual({
      alreadyDone: false,
      awarded: [
        { userId: people[3]!.id, rank: 1, coins: 300 },
        { userId: people[1]!.id, rank: 2, coins: 200 },
        { userId: people[0]!.id, rank: 3, coins: 100 },
      ],
    });
    const again = data(await callOp(t.app, 'runMonthlyPrize', { ...boss, form: { month: '2026-09' } }));
    expect(again).toEqual({ ...first, alreadyDone: true });
    const [n] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledger)
      .where(sql`${ledger.reason} in (2, 3)`);
    expect(n!.n).toBe(3);
  });

  it('refuses the staff tools to researchers and visitors', async () => {
    const ada = await t.newResearcher();
    const [u] = await t.db.select().from(users).limit(1);
    for (const [op, opts] of [
      ['listAdminTrades', {}],
      ['actOnTrade', { params: { id: 1 }, form: { action: 'close' } }],
      ['listAdminUsers', {}],
      ['setUserRole', { params: { id: u!.id }, form: { role: 'staff' } }],
      ['changeUserCoins', { params: { id: ada.id }, form: { amount: 10, reason: 'x' } }],
      ['listPickerUsers', {}],
      ['listPickerActivities', {}],
      ['runMonthlyPrize', { form: { month: '2026-01' } }],
    ] as const) {
      expect((await callOp(t.app, op, { ...ada, ...opts })).json.retcode, op).toBe(4003);
      expect((await callOp(t.app, op, { ...(await anonymousSession(t.app)), ...opts })).json.retcode, op).toBe(4006);
    }
  });
});
