// Gifts on the API (from the public reads): type and price filters, off-shelf ones hidden, what the caller may take.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewards } from '../../../server/src/db/schema';
import { callOp, data, type Data, startTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('gifts', () => {
  it('filters gifts by type and price, hides off-shelf ones, and tells the caller what they may take', async () => {
    await t.db.insert(rewards).values([
      { name: '贴纸', price: 50, num: 10, type: 'score', area: 'custom' },
      { name: '背包', price: 300, num: 0, type: 'custom', area: 'custom' },
      { name: '新人礼', price: 0, num: 5, type: 'new', area: 'activity' },
      { name: '下架', price: 10, num: 5, type: 'score', area: 'custom', enabled: false },
    ]);
    const names = async (query: Record<string, string | number>) => (data(await callOp(t.app, 'listRewards', { query })).rewards as Data[]).map((r) => r.name).sort();
    expect(await names({})).toEqual(['新人礼', '背包', '贴纸'].sort());
    expect(await names({ priceLow: 0, priceHigh: 100 })).toEqual(['新人礼', '贴纸'].sort());
    expect(await names({ type: 'custom' })).toEqual(['背包']);
    expect(await names({ keyword: '%' })).toEqual([]);
    const [newbie] = await t.db.select().from(rewards).where(eq(rewards.name, '新人礼'));
    expect(data(await callOp(t.app, 'getReward', { params: { id: newbie!.id } })).reward).toMatchObject({ maxPerExchange: 1 });
    const [off] = await t.db.select().from(rewards).where(eq(rewards.name, '下架'));
    expect((await callOp(t.app, 'getReward', { params: { id: off!.id } })).json.retcode).toBe(1002);
    const ada = await t.newResearcher();
    expect(data(await callOp(t.app, 'getRewardInfo', ada))).toEqual({ new_people_reward_status: true, coins: 0, realNameVerified: false });
    expect((await callOp(t.app, 'getRewardInfo')).json.retcode).toBe(4006);
  });
});
