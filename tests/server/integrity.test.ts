// Database integrity: the foreign keys and CHECK constraints refuse bad rows, each
// ON DELETE does what its relation needs, and the integrity migration cleans or refuses the rows an
// older database may hold before it adds them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensions, type Database } from '../../server/src/db/index';
import { activities, bugs, ledger, sessions, teams, trades, users } from '../../server/src/db/schema';
import { openTestDatabase } from '../contract/harness';

/** The PostgreSQL error code behind a failed query (drizzle wraps the driver's error). */
async function pgCode(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}
const FK_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';
/** ON DELETE RESTRICT's own code (NO ACTION would answer 23503). */
const RESTRICT_VIOLATION = '23001';
const FOREIGN_KEY_VIOLATION = '23503';

let database: Database;
let userId: number;
const report = (values: Partial<typeof bugs.$inferInsert> = {}) =>
  database.db
    .insert(bugs)
    .values({ userId, name: 'r', level: 1, detail: 'd', mainType: 3, subType: 301, ...values })
    .returning();

beforeAll(async () => {
  database = await openTestDatabase();
  const [user] = await database.db.insert(users).values({ email: 'integrity@example.org' }).returning();
  userId = user!.id;
});
afterAll(() => database.close());

describe('CHECK constraints from the contract enums', () => {
  it('refuses a role, a report status and an order status outside their enums', async () => {
    expect(await pgCode(database.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId)))).toBe(CHECK_VIOLATION);
    expect(await pgCode(report({ status: 11 }))).toBe(CHECK_VIOLATION);
    expect(await pgCode(database.db.insert(teams).values({ name: 'bad', intro: 'i', contact: 'c', leaderId: userId, status: 3 }))).toBe(CHECK_VIOLATION);
    expect(
      await pgCode(
        database.db
          .update(users)
          .set({ role: 'staff', staffRoles: ['root'] })
          .where(eq(users.id, userId)),
      ),
    ).toBe(CHECK_VIOLATION);
    // Staff hold at least one role, researchers none.
    expect(await pgCode(database.db.update(users).set({ role: 'staff', staffRoles: [] }).where(eq(users.id, userId)))).toBe(CHECK_VIOLATION);
    expect(
      await pgCode(
        database.db
          .update(users)
          .set({ staffRoles: ['viewer'] })
          .where(eq(users.id, userId)),
      ),
    ).toBe(CHECK_VIOLATION);
    // The enum's values pass.
    expect(await pgCode(report({ status: 53 }))).toBeUndefined();
    expect(
      await pgCode(
        database.db
          .update(users)
          .set({ role: 'staff', staffRoles: ['triager', 'viewer'] })
          .where(eq(users.id, userId)),
      ),
    ).toBeUndefined();
  });
});

describe('foreign keys', () => {
  it('refuses a report, a ledger record or an order that names a missing row', async () => {
    expect(await pgCode(database.db.insert(bugs).values({ userId: 987_654, name: 'r', level: 1, detail: 'd', mainType: 3, subType: 301 }))).toBe(FK_VIOLATION);
    expect(await pgCode(report({ activityId: 987_654 }))).toBe(FK_VIOLATION);
    expect(await pgCode(database.db.insert(ledger).values({ userId, type: 1, amount: 1, earned: true, bugId: 987_654 }))).toBe(FK_VIOLATION);
    expect(await pgCode(database.db.insert(trades).values({ userId, rewardId: 987_654, num: 1, cost: 1 }))).toBe(FK_VIOLATION);
  });

  it('keeps a researcher who has reports (restrict), and ends the sessions of one who has none (cascade)', async () => {
    await report();
    // PGlite names the restrict (23001); PostgreSQL may report it as a foreign-key violation (23503).
    expect([RESTRICT_VIOLATION, FOREIGN_KEY_VIOLATION]).toContain(await pgCode(database.db.delete(users).where(eq(users.id, userId))));
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).toHaveLength(1);
    const [other] = await database.db.insert(users).values({ email: 'leaving@example.org' }).returning();
    await database.db.insert(sessions).values({ tokenHash: 'leaving', userId: other!.id, csrfToken: 'c', expiresAt: new Date(Date.now() + 60_000) });
    await database.db.delete(users).where(eq(users.id, other!.id));
    expect(await database.db.select().from(sessions).where(eq(sessions.tokenHash, 'leaving'))).toEqual([]);
  });

  it('unlinks the reports of a deleted activity (set null) and keeps the reports', async () => {
    const [activity] = await database.db.insert(activities).values({ title: 'a', startAt: new Date(), endAt: new Date() }).returning();
    const [bug] = await report({ activityId: activity!.id });
    await database.db.delete(activities).where(eq(activities.id, activity!.id));
    const [after] = await database.db.select().from(bugs).where(eq(bugs.id, bug!.id));
    expect(after?.activityId).toBeNull();
  });
});

// Each case migrates a fresh embedded database from scratch: slow on a shared machine.
describe('the integrity migration on an older database', { timeout: 120_000 }, () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const migrations = path.resolve(here, '../../server/src/db/migrations');

  /** A copy of the migrations that stops before the integrity one. */
  function migrationsBeforeIntegrity(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'integrity-'));
    fs.cpSync(migrations, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag.endsWith('_integrity'));
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, at);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    return dir;
  }

  async function olderDatabase() {
    const client = new PGlite({ extensions });
    const db = drizzle(client);
    const dir = migrationsBeforeIntegrity();
    await migrate(db, { migrationsFolder: dir });
    fs.rmSync(dir, { recursive: true, force: true });
    await db.execute(sql`INSERT INTO users (id, email) VALUES (1, 'a@example.org')`);
    await db.execute(sql`INSERT INTO activities (id, title, start_at, end_at) VALUES (1, 'a', now(), now())`);
    return { client, db };
  }

  it('unlinks and deletes rows that point nowhere, and keeps the rest', async () => {
    const { client, db } = await olderDatabase();
    try {
      await db.execute(sql`INSERT INTO users (id, email, team_id) VALUES (2, 'b@example.org', 77)`);
      await db.execute(
        sql`INSERT INTO bugs (id, user_id, name, level, detail, main_type, sub_type, activity_id) VALUES (1, 1, 'kept', 1, 'd', 3, 301, 1), (2, 1, 'gone activity', 1, 'd', 3, 301, 99)`,
      );
      await db.execute(sql`INSERT INTO sessions (token_hash, user_id, csrf_token, expires_at) VALUES ('live', 1, 'c', now()), ('orphan', 99, 'c', now())`);
      await db.execute(sql`INSERT INTO notices (user_id, type, title, content) VALUES (1, 'user', 'kept', 'c'), (99, 'user', 'orphan', 'c')`);
      await migrate(db, { migrationsFolder: migrations });
      const rows = async (q: ReturnType<typeof sql>) => (await db.execute(q)).rows;
      expect(await rows(sql`SELECT id, team_id FROM users ORDER BY id`)).toEqual([
        { id: 1, team_id: null },
        { id: 2, team_id: null },
      ]);
      expect(await rows(sql`SELECT id, activity_id FROM bugs ORDER BY id`)).toEqual([
        { id: 1, activity_id: 1 },
        { id: 2, activity_id: null },
      ]);
      expect(await rows(sql`SELECT token_hash FROM sessions`)).toEqual([{ token_hash: 'live' }]);
      expect(await rows(sql`SELECT title FROM notices`)).toEqual([{ title: 'kept' }]);
    } finally {
      await client.close();
    }
  });

  it('refuses a report of a missing account, an order of a missing gift or a status outside the enum, and changes nothing', async () => {
    const { client, db } = await olderDatabase();
    const failure = () =>
      migrate(db, { migrationsFolder: migrations }).then(
        () => 'applied',
        (err: { cause?: Error } & Error) => err.cause?.message ?? err.message,
      );
    const added = async () => (await db.execute(sql`SELECT count(*)::int AS n FROM pg_constraint WHERE conname = 'bugs_user_id_users_id_fk'`)).rows;
    try {
      for (const bad of [
        { row: sql`INSERT INTO bugs (id, user_id, name, level, detail, main_type, sub_type) VALUES (9, 99, 'orphan', 1, 'd', 3, 301)`, says: /bugs\.user_id/ },
        { row: sql`INSERT INTO trades (id, user_id, reward_id, num, cost) VALUES (9, 1, 5, 1, 1)`, says: /trades\.reward_id/ },
        { row: sql`INSERT INTO bugs (id, user_id, name, level, detail, main_type, sub_type, status) VALUES (9, 1, 'odd', 1, 'd', 3, 301, 11)`, says: /bugs\.status/ },
      ]) {
        await db.execute(bad.row);
        expect(await failure()).toMatch(bad.says);
        // Nothing of the migration stays: no constraint was added.
        expect(await added()).toEqual([{ n: 0 }]);
        await db.execute(sql`DELETE FROM bugs WHERE id = 9`);
        await db.execute(sql`DELETE FROM trades WHERE id = 9`);
      }
      expect(await failure()).toBe('applied');
      expect(await added()).toEqual([{ n: 1 }]);
    } finally {
      await client.close();
    }
  });
});
