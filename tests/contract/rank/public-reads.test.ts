// Ranks on the API (from the public reads): users and teams per month, year and all time from the
// ledger's aggregates, ties to who got there first. The test starts an app of its own (no other data).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teams, users } from '../../../server/src/db/schema';
import { CoinType, postLedger } from '../../../server/src/services/coins/ledger';
import { callOp, data, type Data, startTestApp } from '../harness';

const at = (iso: string) => new Date(iso);

describe('ranks', () => {
  it('ranks users and teams per month, year and all time, ties to who got there first', async () => {
    const fresh = await startTestApp();
    try {
      const u1 = await fresh.createUser({ nickname: 'One' });
      const [team] = await fresh.db.insert(teams).values({ name: '红队', intro: 'i', contact: 'c', leaderId: u1, status: 1 }).returning();
      const u2 = await fresh.createUser({ nickname: 'Two' });
      const u3 = await fresh.createUser({ nickname: 'Three' });
      const boss = await fresh.createUser({ nickname: 'Boss', role: 'staff' });
      await fresh.db.update(users).set({ teamId: team!.id }).where(eq(users.id, u1));
      await fresh.db.transaction(async (tx) => {
        await postLedger(tx, { userId: u2, type: CoinType.BugRating, amount: 50, earned: true, at: at('2026-10-05T00:00:00Z') });
        await postLedger(tx, { userId: u1, type: CoinType.BugRating, amount: 30, earned: true, at: at('2026-11-02T00:00:00Z') });
        await postLedger(tx, { userId: u3, type: CoinType.BugRating, amount: 30, earned: true, at: at('2026-11-03T00:00:00Z') });
        await postLedger(tx, { userId: u1, type: CoinType.GiftPayment, amount: -10, earned: false, at: at('2026-11-04T00:00:00Z') });
        await postLedger(tx, { userId: u3, type: CoinType.BugRating, amount: 200, earned: true, at: at('2025-06-01T00:00:00Z') });
        // A researcher who became staff keeps their records but leaves the ranking (rows and total).
        await postLedger(tx, { userId: boss, type: CoinType.BugRating, amount: 900, earned: true, at: at('2026-11-05T00:00:00Z') });
      });
      const users_ = async (query: Record<string, string>) => (data(await callOp(fresh.app, 'listUserRank', { query })).rank as Data[]).map((r) => [r.nickname, r.score]);
      expect(await users_({ startTime: '2026-11-01', endTime: '2026-11-30' })).toEqual([
        ['One', 30],
        ['Three', 30],
      ]);
      expect(await users_({ startTime: '2026-01-01', endTime: '2026-12-31' })).toEqual([
        ['Two', 50],
        ['One', 30],
        ['Three', 30],
      ]);
      expect(await users_({})).toEqual([
        ['Three', 230],
        ['Two', 50],
        ['One', 30],
      ]);
      const allTime = data(await callOp(fresh.app, 'listUserRank'));
      expect(allTime.total).toBe(3);
      const monthTotal = data(await callOp(fresh.app, 'listUserRank', { query: { startTime: '2026-11-01', endTime: '2026-11-30' } })).total;
      expect(monthTotal).toBe(2);
      const all = allTime.rank as Data[];
      expect(all[0]).toMatchObject({ medal: 2, team: null });
      expect(all[2]).toMatchObject({ team: '红队', medal: 1 });
      const bad = await callOp(fresh.app, 'listUserRank', { query: { startTime: '2026-11-02', endTime: '2026-11-30' } });
      expect(bad.json.retcode).toBe(1001);
      const teamRank = data(await callOp(fresh.app, 'listTeamRank', { query: { startTime: '2026-11-01', endTime: '2026-11-30' } }));
      expect(teamRank.rank).toEqual([{ rank: 1, id: team!.id, name: '红队', score: 30, memberCount: 1 }]);
      const chart = data(await callOp(fresh.app, 'getTeam', { params: { id: team!.id } }));
      expect(chart.teamInfo).toEqual({ id: team!.id, name: '红队', score: 30, members: [{ userId: u1, nick_name: 'One', score: 30 }] });
      const profile = data(await callOp(fresh.app, 'getUserProfile', { params: { userId: u3 } })).user as Data;
      expect(profile).toMatchObject({ nickname: 'Three', maxScore: 230, medal: 2 });
      const staff = await fresh.createUser({ role: 'staff' });
      expect((await callOp(fresh.app, 'getUserProfile', { params: { userId: staff } })).json.retcode).toBe(1002);
    } finally {
      await fresh.close();
    }
  });
});
