// The health checks' database ping (plugins/app/health.ts): a success stands for PING_FRESH_MS, checks
// in flight share one query, and a failure is never kept.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/index';
import { DatabasePing, PING_FRESH_MS } from '../../server/src/plugins/app/health';

function fakeDb(answers: boolean[]) {
  const db = {
    queries: 0,
    execute: () => {
      db.queries++;
      return answers.shift() === false ? Promise.reject(new Error('database gone')) : Promise.resolve({ rows: [] });
    },
  };
  return db;
}

describe('the health checks’ database ping', () => {
  it('asks once for checks in flight together and keeps a success for a second', async () => {
    const db = fakeDb([true, true]);
    let now = 0;
    const ping = new DatabasePing(db as unknown as Db, () => now);
    expect(await Promise.all([ping.answers(), ping.answers(), ping.answers()])).toEqual([true, true, true]);
    expect(db.queries).toBe(1);
    now = PING_FRESH_MS - 1;
    expect(await ping.answers()).toBe(true);
    expect(db.queries).toBe(1);
    now = PING_FRESH_MS + 1;
    expect(await ping.answers()).toBe(true);
    expect(db.queries).toBe(2);
  });

  it('never keeps a failure: the next check asks again', async () => {
    const db = fakeDb([false, true]);
    const ping = new DatabasePing(db as unknown as Db, () => 0);
    expect(await ping.answers()).toBe(false);
    expect(await ping.answers()).toBe(true);
    expect(db.queries).toBe(2);
  });

  it('a success does not outlive PING_FRESH_MS: a database that went away is seen at the next ask', async () => {
    const db = fakeDb([true, false]);
    let now = 0;
    const ping = new DatabasePing(db as unknown as Db, () => now);
    expect(await ping.answers()).toBe(true);
    now = PING_FRESH_MS;
    expect(await ping.answers()).toBe(false);
  });
});
