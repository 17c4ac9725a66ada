// Gifts, addresses, the coin ledger's reads and the message centre on the API: ownership on every
// address and notice, the exchange rules (quantity, new-person, real name, address, stock, coins),
// 200 simultaneous exchanges that never oversell or overdraw, a property test of the ledger, coin
// records with running balances, and the personal-centre summary.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances, ledger, notices, rewards, trades, users } from '../../../server/src/db/schema';
import { CoinType, postLedger } from '../../../server/src/services/coins/ledger';
import { callOp, data, type Data, startTestApp, type TestApp, type Who } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const give = (userId: number, amount: number) => t.db.transaction((tx) => postLedger(tx, { userId, type: CoinType.BugRating, amount, earned: true }));
const gift = async (values: Partial<typeof rewards.$inferInsert>) =>
  (
    await t.db
      .insert(rewards)
      .values({ name: '礼品', price: 10, num: 100, type: 'score', area: 'custom', ...values })
      .returning()
  )[0]!.id;
const addAddress = async (who: Who, form: Record<string, string | boolean> = {}) =>
  data(await callOp(t.app, 'createAddress', { ...who, form: { realname: '张三', tel: '13800138000', address: '北京市海淀区 1 号', ...form } })).id as number;

describe('addresses', () => {
  it('keeps one default, the first one by itself, and moves it when the default is deleted', async () => {
    const ada = await t.newResearcher();
    const a = await addAddress(ada);
    const b = await addAddress(ada, { address: '上海' });
    let list = data(await callOp(t.app, 'listAddresses', ada)).address as Data[];
    expect(list.map((x) => [x.id, x.isDefault])).toEqual([
      [a, true],
      [b, false],
    ]);
    await callOp(t.app, 'setDefaultAddress', { ...ada, params: { id: b } });
    await callOp(t.app, 'updateAddress', { ...ada, params: { id: a }, form: { realname: '李四', tel: '+8613900139000', address: '广州' } });
    list = data(await callOp(t.app, 'listAddresses', ada)).address as Data[];
    expect(list.map((x) => [x.id, x.isDefault, x.realname])).toEqual([
      [b, true, '张三'],
      [a, false, '李四'],
    ]);
    await callOp(t.app, 'deleteAddress', { ...ada, params: { id: b } });
    expect((data(await callOp(t.app, 'listAddresses', ada)).address as Data[]).map((x) => [x.id, x.isDefault])).toEqual([[a, true]]);
    const bad = await callOp(t.app, 'createAddress', { ...ada, form: { realname: '  ', tel: '13800138000', address: 'x' } });
    expect(bad.json.retcode).toBe(1001);
  });

  it("answers 1002 for another researcher's address on every operation and stops at 20", async () => {
    const ada = await t.newResearcher();
    const eve = await t.newResearcher();
    const id = await addAddress(ada);
    for (const [op, opts] of [
      ['updateAddress', { params: { id }, form: { realname: 'x', tel: '13800138000', address: 'x' } }],
      ['deleteAddress', { params: { id } }],
      ['setDefaultAddress', { params: { id } }],
    ] as const) {
      expect((await callOp(t.app, op, { ...eve, ...opts })).json.retcode, op).toBe(1002);
    }
    expect(data(await callOp(t.app, 'listAddresses', eve)).total).toBe(0);
    for (let i = 1; i < 20; i += 1) await addAddress(ada);
    expect((await callOp(t.app, 'createAddress', { ...ada, form: { realname: 'x', tel: '13800138000', address: 'x' } })).json.retcode).toBe(1006);
  });
});

describe('exchanging gifts', () => {
  it('debits coins and stock together, holds the quantity, and lists the order with its address', async () => {
    const ada = await t.newResearcher();
    await give(ada.id, 100);
    const mug = await gift({ name: '马克杯', price: 30, num: 5, type: 'custom' });
    const addr = await addAddress(ada);
    expect((await callOp(t.app, 'createTrade', { ...ada, form: { rewardId: mug, num: 2 } })).json.retcode).toBe(1001);
    const done = data(await callOp(t.app, 'createTrade', { ...ada, form: { rewardId: mug, num: 3, addressId: addr } }));
    expect(done).toMatchObject({ num: 3, cost: 90, balance: 10 });
    expect((await callOp(t.app, 'createTrade', { ...ada, form: { rewardId: mug, num: 1, addressId: addr } })).json.retcode).toBe(2001);
    expect((await callOp(t.app, 'createTrade', { ...ada, form: { rewardId: mug, num: 3, addressId: addr } })).json.retcode).toBe(2002);
    const [row] = await t.db.select().from(rewards).where(eq(rewards.id, mug));
    expect(row!.num).toBe(2);
    const mine = data(await callOp(t.app, 'listMyTrades', ada)).trades as Data[];
    expect(mine[0]).toMatchObject({
      rewardName: '马克杯',
      num: 3,
      cost: 90,
      status: 10,
      statusText: '待处理',
      address: { realname: '张三', tel: '13800138000', address: '北京市海淀区 1 号' },
    });
    const eve = await t.newResearcher();
    await give(eve.id, 100);
    expect((await callOp(t.app, 'createTrade', { ...eve, form: { rewardId: mug, num: 1, addressId: addr } })).json.retcode).toBe(1002);
  });

  it('allows one new-person gift to a new account, needs a real name for cash, and hides off-shelf gifts', async () => {
    const ada = await t.newResearcher();
    const welcome = await gift({ name: '新人礼', price: 0, type: 'new', area: 'activity' });
    const addr = await addAddress(ada);
    expect(data(await callOp(t.app, 'createTrade', { ...ada, form: { rewardId: welcome, num: 5, addressId: addr } }))).toMatchObject({ num: 1, cost: 0 });
    expect((await callOp(t.app, 'createTrade', { ...ada, form: { rewardId: welcome, num: 1, addressId: addr } })).json.retcode).toBe(2003);
    expect(data(await callOp(t.app, 'getRewardInfo', ada))).toMatchObject({ new_people_reward_status: false });
    await give(ada.id, 1000);
    const cash = await gift({ name: '现金', price: 500, type: 'cash', area: 'cash' });
    expect((await callOp(t.app, 'createTrade', { ...ada, form: { rewardId: cash, num: 1 } })).json.retcode).toBe(2004);
    await t.db.update(users).set({ realName: '张三' }).where(eq(users.id, ada.id));
    expect((await callOp(t.app, 'createTrade', { ...ada, form: { rewardId: cash, num: 1 } })).json.retcode).toBe(0);
    const off = await gift({ enabled: false });
    expect((await callOp(t.app, 'createTrade', { ...ada, form: { rewardId: off, num: 1 } })).json.retcode).toBe(1002);
  });

  it('never oversells or overdraws under 200 simultaneous exchanges', { tags: ['postgres'], timeout: 120_000 }, async () => {
    const stock = 30;
    const item = await gift({ name: '限量', price: 10, num: stock });
    const people = await Promise.all(Array.from({ length: 20 }, () => t.newResearcher()));
    // Each person can pay for 5 of the 10 exchanges they fire.
    for (const p of people) await give(p.id, 50);
    const results = await Promise.all(people.flatMap((p) => Array.from({ length: 10 }, () => callOp(t.app, 'createTrade', { ...p, form: { rewardId: item, num: 1 } }))));
    const codes = results.map((r) => r.json.retcode);
    const okCount = codes.filter((c) => c === 0).length;
    expect(codes.every((c) => [0, 2001, 2002].includes(c))).toBe(true);
    const [row] = await t.db.select().from(rewards).where(eq(rewards.id, item));
    const [orders] = await t.db
      .select({ n: sql<number>`coalesce(sum(${trades.num}), 0)::int` })
      .from(trades)
      .where(eq(trades.rewardId, item));
    expect(okCount).toBe(stock);
    expect([row!.num, orders!.n]).toEqual([0, stock]);
    const [negative] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(balances)
      .where(sql`${balances.balance} < 0`);
    expect(negative!.n).toBe(0);
    for (const p of people) {
      const [b] = await t.db.select().from(balances).where(eq(balances.userId, p.id));
      const [s] = await t.db
        .select({ s: sql<number>`sum(${ledger.amount})::int` })
        .from(ledger)
        .where(eq(ledger.userId, p.id));
      expect(b!.balance).toBe(s!.s);
    }
  });
});

describe('the ledger', () => {
  it('keeps balance = sum of records, never negative, for any sequence of awards and exchanges', async () => {
    const item = await gift({ name: '任意', price: 7, num: 1_000_000 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.integer({ min: 1, max: 50 }).map((n) => ({ award: n })),
            fc.integer({ min: 1, max: 10 }).map((n) => ({ buy: n })),
          ),
          { minLength: 1, maxLength: 15 },
        ),
        async (steps) => {
          const who = await t.newResearcher();
          let expected = 0;
          for (const step of steps) {
            if ('award' in step) {
              await give(who.id, step.award);
              expected += step.award;
            } else {
              const res = await callOp(t.app, 'createTrade', { ...who, form: { rewardId: item, num: step.buy } });
              if (expected >= 7 * step.buy) {
                expect(res.json.retcode).toBe(0);
                expected -= 7 * step.buy;
              } else {
                expect(res.json.retcode).toBe(2001);
              }
            }
          }
          const records = data(await callOp(t.app, 'listCoinRecords', { ...who, query: { pageSize: 50 } }));
          expect(records.balance).toBe(expected);
          const list = records.records as Data[];
          expect(list.reduce((sum, r) => sum + (r.amount as number), 0)).toBe(expected);
          if (list.length > 0) expect(list[0]!.balance).toBe(expected);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('filters coin records by type and sums the centre figures', async () => {
    const ada = await t.newResearcher({ phone: '+8613812345678' });
    await give(ada.id, 120);
    const item = await gift({ price: 20 });
    await callOp(t.app, 'createTrade', { ...ada, form: { rewardId: item, num: 2 } });
    const spent = data(await callOp(t.app, 'listCoinRecords', { ...ada, query: { type: 3 } }));
    expect(spent).toMatchObject({ total: 1, balance: 80 });
    expect((spent.records as Data[])[0]).toMatchObject({ amount: -40, balance: 80, typeText: expect.any(String) });
    await t.db.insert(notices).values({ userId: ada.id, type: 'user', title: 't', content: 'c' });
    const summary = data(await callOp(t.app, 'getCenterSummary', ada)).summary as Data;
    expect(summary).toMatchObject({
      contribution: 120,
      coins: 80,
      coinsThisMonth: 120,
      giftsRedeemed: 2,
      unread: 1,
      monthRank: expect.any(Number),
      honourLevel: 2,
      nextLevelAt: 1000,
      phone: '+86138****5678',
    });
    expect((await callOp(t.app, 'getCenterSummary')).json.retcode).toBe(4006);
  });
});

describe('the message centre', () => {
  it("marks, deletes and clears only the caller's notices", async () => {
    const ada = await t.newResearcher();
    const eve = await t.newResearcher();
    const rows = await t.db
      .insert(notices)
      .values([1, 2, 3].map((i) => ({ userId: ada.id, type: 'bug', title: `n${i}`, content: 'c' })))
      .returning();
    const [theirs] = await t.db.insert(notices).values({ userId: eve.id, type: 'bug', title: 'eve', content: 'c' }).returning();
    const ids = rows.map((r) => r.id);
    expect(data(await callOp(t.app, 'markNoticesRead', { ...ada, form: { ids: [ids[0]!, theirs!.id] } }))).toEqual({ affected: 1 });
    expect(data(await callOp(t.app, 'listNotices', { ...ada, query: { readStatus: 0 } }))).toMatchObject({ total: 2, unread: 2 });
    expect(data(await callOp(t.app, 'markNoticesUnread', { ...ada, form: { ids: [ids[0]!] } }))).toEqual({ affected: 1 });
    expect(data(await callOp(t.app, 'countUnreadNotices', ada))).toEqual({ unread: 3 });
    expect(data(await callOp(t.app, 'deleteNotices', { ...ada, form: { ids: [ids[1]!, theirs!.id] } }))).toEqual({ affected: 1 });
    expect(data(await callOp(t.app, 'clearNotices', ada))).toEqual({ affected: 2 });
    expect(data(await callOp(t.app, 'listNotices', eve))).toMatchObject({ total: 1, unread: 1 });
  });
});
