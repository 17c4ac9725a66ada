// Activities on the API (from the public reads): the server clock, one activity, its ranking by coins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, bugs } from '../../../server/src/db/schema';
import { CoinType, postLedger } from '../../../server/src/services/coins/ledger';
import { callOp, data, type Data, startTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('activities', () => {
  it('lists with the server time, shows one, and ranks by coins from its reports', async () => {
    const now = Date.now();
    const [running] = await t.db
      .insert(activities)
      .values({ title: '进行中', startAt: new Date(now - 86400_000), endAt: new Date(now + 86400_000), multiplier: 2, content: '<p>x</p>' })
      .returning();
    await t.db.insert(activities).values({ title: '已下线', startAt: new Date(now - 86400_000), endAt: new Date(now + 86400_000), enabled: false });
    const list = data(await callOp(t.app, 'listActivities'));
    expect((list.activities as Data[]).map((a) => a.title)).toEqual(['进行中']);
    expect(Math.abs((list.serverTime as number) - Date.now())).toBeLessThan(5000);
    const one = data(await callOp(t.app, 'getActivity', { params: { id: running!.id } }));
    expect(one.activity).toMatchObject({ multiplier: 2, startTime: now - 86400_000 });

    const a = await t.createUser({ nickname: 'Alpha' });
    const b = await t.createUser({ nickname: 'Bravo' });
    const bug = async (userId: number) =>
      (await t.db.insert(bugs).values({ userId, name: 'x', level: 2, detail: 'd', mainType: 3, subType: 301, status: 30, activityId: running!.id }).returning())[0]!.id;
    const [ba, bb] = [await bug(a), await bug(b)];
    await t.db.transaction(async (tx) => {
      await postLedger(tx, { userId: b, type: CoinType.BugRating, amount: 20, earned: true, bugId: bb, at: new Date(now - 2000) });
      await postLedger(tx, { userId: a, type: CoinType.BugRating, amount: 20, earned: true, bugId: ba, at: new Date(now - 1000) });
    });
    const rank = data(await callOp(t.app, 'listActivityRank', { params: { id: running!.id } }));
    expect(rank.rank).toEqual([
      { rank: 1, userId: b, nickname: 'Bravo', bugValue: 20 },
      { rank: 2, userId: a, nickname: 'Alpha', bugValue: 20 },
    ]);
    const news = data(await callOp(t.app, 'listNews', { query: { activityId: running!.id } })).news as Data[];
    expect(news.map((n) => n.nickname)).toEqual(['Alpha', 'Bravo']);
    const options = data(await callOp(t.app, 'listBugActivities')).activities as Data[];
    expect(options).toContainEqual({ id: running!.id, title: '进行中', enabled: true, reason: '' });
    expect((await callOp(t.app, 'getActivity', { params: { id: 999999 } })).json.retcode).toBe(1002);
  });
});
