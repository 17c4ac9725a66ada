/** @module-tag postgres */
// PostgreSQL lane: two servers on one database (two connection pools) run the re-check expiry job at
// the same time, several runs each; every expired re-check moves 40 → 51 exactly once — one log
// entry, one notice, one staff-inbox item each — and a re-check not yet due stays. On PGlite this
// cannot be shown honestly (one connection serialises the runs), so it runs only with TEST_DATABASE_URL.
import crypto from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/index';
import { bugLogs, bugs, notices, staffInbox, users } from '../../server/src/db/schema';
import { expireRechecks } from '../../server/src/services/bug/recheck-expiry';

const url = process.env.TEST_DATABASE_URL;
const EXPIRED = 250;

describe.runIf(url)('re-check expiry on two servers on one PostgreSQL', () => {
  const pgSchema = `t_${crypto.randomBytes(6).toString('hex')}`;
  let a: Database;
  let b: Database;

  beforeAll(async () => {
    a = await openDatabase({ databaseUrl: url, pgSchema });
    b = await openDatabase({ databaseUrl: url, pgSchema });
  }, 120_000);
  afterAll(async () => {
    await a?.db.execute(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
    await a?.close();
    await b?.close();
  });

  it('moves each expired report exactly once', async () => {
    const [ada] = await a.db.insert(users).values({ email: 'ada@example.org', nickname: 'Ada' }).returning();
    const now = Date.now();
    const report = (i: number, dueAt: Date) => ({ userId: ada!.id, name: `复测 ${i}`, level: 2, detail: '<p>x</p>', mainType: 3, subType: 301, status: 40, recheckDueAt: dueAt });
    const expired = await a.db
      .insert(bugs)
      .values(Array.from({ length: EXPIRED }, (_, i) => report(i, new Date(now - 60_000 - i * 1000))))
      .returning({ id: bugs.id });
    const [fresh] = await a.db
      .insert(bugs)
      .values(report(-1, new Date(now + 86_400_000)))
      .returning({ id: bugs.id });

    // Three runs per server, all at once, on separate connections.
    const runs = await Promise.all([a, a, a, b, b, b].map((s) => expireRechecks(s.db)));
    const moved = runs.flat();
    const ids = expired.map((r) => r.id);
    expect(moved.sort((x, y) => x - y)).toEqual(ids.sort((x, y) => x - y));
    // Both servers took part (the claims overlap rather than one run doing everything).
    expect(runs.filter((r) => r.length > 0).length).toBeGreaterThan(1);

    const statuses = await b.db.select({ status: bugs.status, n: count() }).from(bugs).groupBy(bugs.status);
    expect(Object.fromEntries(statuses.map((s) => [s.status, s.n]))).toEqual({ 40: 1, 51: EXPIRED });
    const [stillOpen] = await b.db.select({ status: bugs.status }).from(bugs).where(eq(bugs.id, fresh!.id));
    expect(stillOpen!.status).toBe(40);

    /** Whether every expired report appears exactly once. */
    const oncePerReport = (rows: { bug: number }[]) => {
      const tally = new Map<number, number>();
      for (const r of rows) tally.set(r.bug, (tally.get(r.bug) ?? 0) + 1);
      return [...tally.values()].every((n) => n === 1) && tally.size === EXPIRED;
    };
    const logs = await b.db
      .select({ bug: bugLogs.bugId })
      .from(bugLogs)
      .where(and(eq(bugLogs.action, 'recheck-expired'), inArray(bugLogs.bugId, ids)));
    expect(oncePerReport(logs)).toBe(true);
    const sent = await b.db.select({ link: notices.link }).from(notices).where(eq(notices.key, 'bug.recheckExpired'));
    expect(oncePerReport(sent.map((n) => ({ bug: Number(n.link!.split('/').at(-1)) })))).toBe(true);
    const inbox = await b.db.select({ bug: staffInbox.objectId }).from(staffInbox).where(eq(staffInbox.kind, 'recheck'));
    expect(oncePerReport(inbox)).toBe(true);
  }, 120_000);
});
