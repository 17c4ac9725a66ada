/** @module-tag postgres */
// PostgreSQL lane: a database's close() resolves once every connection of its pool has ended, so a
// database dropped right after (the tests drop each copy WITH (FORCE)) has none left to terminate;
// a terminated connection of an ended pool surfaced as an uncaught error in a later test file.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/src/db/index';
import { withDatabase } from '../setup/database-template';

const url = process.env.TEST_DATABASE_URL;

async function admin<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.runIf(url)('closing a PostgreSQL database', () => {
  it('leaves no connection of the pool behind once close() resolves', async () => {
    const name = `t_${crypto.randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
    try {
      const database = await openDatabase({ databaseUrl: withDatabase(url!, name) });
      // As many connections as the pool holds, each busy for a moment, then idle in the pool.
      await Promise.all(Array.from({ length: 10 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const connected = pool.totalCount;
      let ended = 0;
      pool.on('remove', () => ended++);
      // Connected beforehand: it asks the moment close() resolves, as the drop of a copy does.
      const watcher = new pg.Client({ connectionString: url });
      await watcher.connect();
      try {
        await database.close();
        // The pool announces a client's removal once its connection has ended.
        expect([connected, ended]).toEqual([10, 10]);
        const { rows } = await watcher.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        expect(rows[0]!.n).toBe(0);
      } finally {
        await watcher.end();
      }
    } finally {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
});
