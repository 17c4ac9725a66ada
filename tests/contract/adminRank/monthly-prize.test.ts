// The monthly prize by itself (docs/rules.md#monthly-prize): run at 00:05 on the 1st (UTC+8) for the month that
// ended, caught up at start-up, once even when several servers run it at the same instant, dated in
// the month it rewards (so it counts in that month's rank, not the next one's), noticed in the
// winner's language, and still run by hand by staff without paying twice. The clock and the timer
// are the test's: nothing waits for real.
import Fastify from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bugs, ledger, monthlyPrizes } from '../../../server/src/db/schema';
import { runMonthlyPrize } from '../../../server/src/services/staff/admin-users';
import { CoinType, postLedger } from '../../../server/src/services/coins/ledger';
import { dueMonth, MAX_WAIT_MS, nextPrizeRun, startPrizeSchedule } from '../../../server/src/jobs/monthly-prize';
import { callOp, data, type Data, startTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const give = (userId: number, amount: number, at: Date) => t.db.transaction((tx) => postLedger(tx, { userId, type: CoinType.BugRating, amount, earned: true, at }));
const report = (userId: number, language: 'zh' | 'en') => t.db.insert(bugs).values({ userId, name: 'x', level: 1, detail: 'x', mainType: 3, subType: 301, language });
const prizeRecords = (userIds: number[]) =>
  t.db
    .select({ userId: ledger.userId, amount: ledger.amount, createdAt: ledger.createdAt })
    .from(ledger)
    .where(and(inArray(ledger.userId, userIds), inArray(ledger.reason, [2, 3])));

/** A clock and a timer the test moves by hand. */
function fakeTime(start: string) {
  const clock = { at: new Date(start) };
  const armed: { run: () => void; ms: number }[] = [];
  return {
    clock,
    armed,
    opts: { now: () => clock.at, setTimer: (run: () => void, ms: number) => armed.push({ run, ms }), clearTimer: () => undefined },
  };
}

describe('the schedule', () => {
  it('runs at 00:05 on the 1st, UTC+8, for the month that ended', () => {
    expect(nextPrizeRun(new Date('2026-10-31T15:59:00Z')).toISOString()).toBe('2026-10-31T16:05:00.000Z');
    expect(nextPrizeRun(new Date('2026-10-31T16:05:00Z')).toISOString()).toBe('2026-11-30T16:05:00.000Z');
    expect(dueMonth(new Date('2026-10-31T16:04:59.999Z'))).toBe('2026-09');
    expect(dueMonth(new Date('2026-10-31T16:05:00Z'))).toBe('2026-10');
    expect(dueMonth(new Date('2027-01-15T00:00:00Z'))).toBe('2026-12');
  });
});

describe('the monthly prize', () => {
  it('runs by itself across the month boundary and counts in the month it rewards', async () => {
    const [ada, bob, cy] = await Promise.all([t.newResearcher(), t.newResearcher(), t.newResearcher()]);
    await report(ada.id, 'en');
    await report(bob.id, 'zh');
    const october = new Date('2026-10-20T04:00:00Z');
    await give(ada.id, 1000, october);
    await give(bob.id, 900, october);
    await give(cy.id, 850, october);

    // Oct 31 23:59 UTC+8: the start-up catch-up settles September; October waits six minutes.
    const time = fakeTime('2026-10-31T15:59:00Z');
    const job = startPrizeSchedule({ db: t.db, log: Fastify().log }, time.opts);
    await job.first;
    expect(await t.db.select({ month: monthlyPrizes.month }).from(monthlyPrizes)).toEqual([{ month: '2026-09' }]);
    expect(time.armed.map((a) => a.ms)).toEqual([6 * 60 * 1000]);

    // Nov 1 00:05 UTC+8: the timer fires and October is settled; the next wait is for December.
    time.clock.at = new Date('2026-10-31T16:05:00Z');
    time.armed[0]!.run();
    await vi.waitFor(() => expect(time.armed.length).toBe(2), { timeout: 10_000 });
    expect(time.armed[1]!.ms).toBe(MAX_WAIT_MS);
    const [row] = await t.db.select().from(monthlyPrizes).where(eq(monthlyPrizes.month, '2026-10'));
    expect(row!.awarded).toEqual([
      { userId: ada.id, rank: 1, coins: 300 },
      { userId: bob.id, rank: 2, coins: 200 },
      { userId: cy.id, rank: 3, coins: 100 },
    ]);

    // Dated at October's last instant (UTC+8): October's rank has the prize, November's has not.
    const records = await prizeRecords([ada.id, bob.id, cy.id]);
    expect(records.map((r) => r.createdAt.toISOString())).toEqual(Array(3).fill('2026-10-31T15:59:59.999Z'));
    const rank = async (startTime: string, endTime: string) =>
      (data(await callOp(t.app, 'listUserRank', { query: { startTime, endTime } })).rank as Data[]).filter((r) => [ada.id, bob.id, cy.id].includes(r.userId as number)).map((r) => r.score);
    expect(await rank('2026-10-01', '2026-10-31')).toEqual([1300, 1100, 950]);
    expect(await rank('2026-11-01', '2026-11-30')).toEqual([]);
    const coins = data(await callOp(t.app, 'listCoinRecords', { ...ada })).records as Data[];
    expect(coins[0]).toMatchObject({ amount: 300, createTime: '2026-10-31 23:59:59' });

    // Read in each reader's language: a scheduled run has no language of its own.
    const titles = async (who: typeof ada, language: 'zh' | 'en') => (data(await callOp(t.app, 'listNotices', { ...who, query: { language } })).notices as Data[]).map((n) => n.title);
    expect(await titles(ada, 'en')).toContain('No. 1 in the 2026-10 monthly ranking');
    expect(await titles(bob, 'zh')).toContain('2026-10 月度排行第 2 名');

    // Staff running it by hand afterwards pay nothing twice.
    const boss = await t.newResearcher({ role: 'staff' });
    const byHand = data(await callOp(t.app, 'runMonthlyPrize', { ...boss, form: { month: '2026-10' } }));
    expect(byHand).toEqual({ alreadyDone: true, awarded: row!.awarded });
    expect(await prizeRecords([ada.id, bob.id, cy.id])).toHaveLength(3);
    await job.stop();
  });

  it('pays once when two runs and two servers settle the same month at the same instant', { tags: ['postgres'] }, async () => {
    const people = await Promise.all([t.newResearcher(), t.newResearcher()]);
    await give(people[0]!.id, 1200, new Date('2027-03-10T00:00:00Z'));
    await give(people[1]!.id, 990, new Date('2027-03-11T00:00:00Z'));
    const after = new Date('2027-04-01T00:00:00Z');
    const runs = await Promise.all([runMonthlyPrize(t.db, 'zh', '2027-03', after), runMonthlyPrize(t.db, 'zh', '2027-03', after)]);
    expect(runs.map((r) => r.alreadyDone).sort()).toEqual([false, true]);
    expect(runs[0]!.awarded).toEqual(runs[1]!.awarded);
    expect(await prizeRecords(people.map((p) => p.id))).toHaveLength(2);

    // Two servers started on the 1st of May after the April prize was missed: one pays, once.
    const [april] = await Promise.all([t.newResearcher()]);
    await give(april!.id, 1500, new Date('2027-04-10T00:00:00Z'));
    const time = fakeTime('2027-04-30T16:30:00Z');
    const servers = [0, 1].map(() => startPrizeSchedule({ db: t.db, log: Fastify().log }, time.opts));
    await Promise.all(servers.map((s) => s.first));
    const [n] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(monthlyPrizes)
      .where(eq(monthlyPrizes.month, '2027-04'));
    expect(n!.n).toBe(1);
    expect((await prizeRecords([april!.id])).map((r) => r.amount)).toEqual([300]);
    await Promise.all(servers.map((s) => s.stop()));
  });
});
