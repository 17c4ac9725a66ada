/** @module-tag postgres */
// PostgreSQL lane: the setup file's guard (pg-one-query-at-a-time.ts) sees a query sent to a busy
// connection, so the lane cannot pass with code that pg 9 would break. Runs only on PostgreSQL.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/index';
import { getSettings } from '../../server/src/services/settings/settings';
import { takeQueuedQueries } from '../setup/pg-one-query-at-a-time';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('one query at a time on a PostgreSQL connection', () => {
  const pgSchema = `t_${crypto.randomBytes(6).toString('hex')}`;
  let d: Database;

  beforeAll(async () => {
    d = await openDatabase({ databaseUrl: url, pgSchema });
  }, 120_000);
  afterAll(async () => {
    await d?.db.execute(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
    await d?.close();
  });

  it('sees a Promise.all inside a transaction, and not one query for several settings', async () => {
    await d.db.transaction((tx) => Promise.all([tx.execute(sql`select 1`), tx.execute(sql`select 2`), tx.execute(sql`select 3`)]));
    expect(takeQueuedQueries()).toEqual(['select 2', 'select 3']);
    const read = await d.db.transaction((tx) => getSettings(tx, ['urgeAfterDays', 'teamChangeMonths']));
    expect(read).toEqual({ urgeAfterDays: 7, teamChangeMonths: 12 });
    expect(takeQueuedQueries()).toEqual([]);
  });
});
