// Housekeeping: expired sessions (and unfinished single sign-ons) go, live ones stay; expired codes go only once they are older than
// the rate-limit window (the limits still count younger ones); the start-up purge runs at once and
// its timer stops with the app; on the embedded database each run then vacuums and analyzes it.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/index';
import { isEmbedded, vacuumEmbedded } from '../../server/src/db/maintenance';
import { rateLimits, sessions, ssoLogins, verificationCodes } from '../../server/src/db/schema';
import { startHousekeeping } from '../../server/src/jobs/housekeeping';
import { purgeExpired } from '../../server/src/services/session/housekeeping';
import { openTestDatabase } from '../contract/harness';
import { eventually } from '../eventually';
import { longestHold } from '../held-thread';

/** A job's log with nothing behind it (Fastify's own, without a logger). */
const silentLog = Fastify().log;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const NOW = new Date('2026-11-23T12:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

async function seed() {
  await database.db.delete(sessions);
  await database.db.delete(verificationCodes);
  await database.db.delete(rateLimits);
  await database.db.delete(ssoLogins);
  const login = { sessionHash: 's', nonce: 'n', codeVerifier: 'v' };
  await database.db.insert(ssoLogins).values([
    { ...login, stateHash: 'ended', expiresAt: minutes(-1) },
    { ...login, stateHash: 'open', expiresAt: minutes(10) },
  ]);
  await database.db.insert(rateLimits).values([
    { key: 'ended', count: 3, expiresAt: minutes(-1) },
    { key: 'open', count: 1, expiresAt: minutes(1) },
  ]);
  await database.db.insert(sessions).values([
    { tokenHash: 'expired', csrfToken: 'c', expiresAt: minutes(-1) },
    { tokenHash: 'live', csrfToken: 'c', expiresAt: minutes(1) },
  ]);
  const code = { purpose: 'login', target: 'a@example.org', codeHash: 'h' };
  await database.db.insert(verificationCodes).values([
    { ...code, ip: 'old', createdAt: minutes(-70), expiresAt: minutes(-60) },
    { ...code, ip: 'in-window', createdAt: minutes(-30), expiresAt: minutes(-20) },
    { ...code, ip: 'live', createdAt: minutes(-5), expiresAt: minutes(5) },
  ]);
}
const left = async () => ({
  sessions: (await database.db.select().from(sessions)).map((s) => s.tokenHash).sort(),
  codes: (await database.db.select().from(verificationCodes)).map((c) => c.ip).sort(),
  limits: (await database.db.select().from(rateLimits)).map((r) => r.key).sort(),
  sso: (await database.db.select().from(ssoLogins)).map((r) => r.stateHash).sort(),
});

describe('purgeExpired', () => {
  it('deletes expired sessions and codes older than the rate-limit window, as of the given clock', { tags: ['postgres'] }, async () => {
    await seed();
    expect(await purgeExpired(database.db, NOW)).toEqual({ sessions: 1, codes: 1, rateLimits: 1, ssoLogins: 1 });
    expect(await left()).toEqual({ sessions: ['live'], codes: ['in-window', 'live'], limits: ['open'], sso: ['open'] });
    // An hour later everything has expired and left the window.
    expect(await purgeExpired(database.db, minutes(60))).toEqual({ sessions: 1, codes: 2, rateLimits: 1, ssoLogins: 1 });
    expect(await left()).toEqual({ sessions: [], codes: [], limits: [], sso: [] });
  });

  it('runs at start-up, then on its timer, until the app closes', async () => {
    await seed();
    let calls = 0;
    const clock = () => {
      calls++;
      return NOW;
    };
    const job = startHousekeeping({ db: database.db, log: silentLog }, { intervalMs: 20, now: clock });
    await job.first;
    expect(calls).toBe(1);
    expect(await left()).toEqual({ sessions: ['live'], codes: ['in-window', 'live'], limits: ['open'], sso: ['open'] });
    await eventually(() => calls > 1);
    expect(calls).toBeGreaterThan(1);
    await job.stop(); // resolves once a purge already running has finished
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(calls).toBe(after);
  });

  it('vacuums and analyzes the embedded database after the purge (it has no autovacuum)', async () => {
    if (!isEmbedded(database.db)) return; // PostgreSQL's autovacuum does it: the job leaves it alone
    await seed();
    await database.db.insert(sessions).values(Array.from({ length: 300 }, (_, i) => ({ tokenHash: `kept ${i}`, csrfToken: 'c', expiresAt: minutes(60) })));
    // Fresh rows on fresh pages: not all marked all-visible, and the statistics know nothing of them.
    const before = await sessionPages();
    expect(before.pages).toBeGreaterThan(1);
    expect(before.allVisible).toBeLessThan(before.pages);
    expect(before.tuples).not.toBe(301);
    const job = startHousekeeping({ db: database.db, log: silentLog }, { intervalMs: 3_600_000, now: () => NOW });
    await job.first;
    await job.stop();
    // The live session and the 300 kept ones, on pages all marked visible (an index alone can count them).
    expect(await sessionPages()).toEqual({ pages: before.pages, allVisible: before.pages, tuples: 301 });
  });
});

describe("the embedded database's vacuum", () => {
  it("takes one table at a time, so the server's thread turns in between", async () => {
    if (!isEmbedded(database.db)) return;
    const { result: ran, longestGapMs, tookMs } = await longestHold(() => vacuumEmbedded(database.db));
    expect(ran).toBe(true);
    // All tables in one statement hold the thread for all of it.
    expect(longestGapMs).toBeLessThan(tookMs / 2);
  });
});

/** The sessions table's pages, and what VACUUM and ANALYZE recorded of it: its pages marked all-visible, its row count. */
async function sessionPages(): Promise<{ pages: number; allVisible: number; tuples: number }> {
  const result = await database.db.execute(
    sql`select pg_relation_size('sessions') / current_setting('block_size')::int as "pages", relallvisible as "allVisible", reltuples as "tuples" from pg_class where relname = 'sessions'`,
  );
  const [row] = (result as unknown as { rows: { pages: number; allVisible: number; tuples: number }[] }).rows;
  return { pages: Number(row!.pages), allVisible: Number(row!.allVisible), tuples: Number(row!.tuples) };
}
