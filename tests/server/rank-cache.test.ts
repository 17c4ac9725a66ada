// The rank cache: an answer is reused until the ledger gains a record, a rule changes or the TTL
// passes; with in-process versions a hit costs no query; concurrent misses share one load; a failed
// load is not kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/index';
import { settingChanges, users } from '../../server/src/db/schema';
import { CoinType, postLedger } from '../../server/src/services/coins/ledger';
import { RANK_CACHE_BOUNDS, RankCache } from '../../server/src/services/rank/rank-cache';
import { openTestDatabase } from '../contract/harness';

let database: Database;
let userId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  const [user] = await database.db.insert(users).values({ email: 'cache@example.org', nickname: 'c', role: 'researcher' }).returning();
  userId = user!.id;
});
afterAll(() => database.close());

describe('RankCache', () => {
  it('reuses an answer until the ledger gains a record or the TTL passes', async () => {
    let clock = 1_000;
    const cache = new RankCache(database.db, 30_000, () => clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('other', load)).toBe(2);
    await database.db.transaction((tx) => postLedger(tx, { userId, type: CoinType.BugRating, amount: 5, earned: true }));
    expect(await cache.get('k', load)).toBe(3);
    expect(await cache.get('k', load)).toBe(3);
    clock += 30_000;
    expect(await cache.get('k', load)).toBe(4);
  });

  it('drops its answers when a rule changes (the honour thresholds decide the medals)', async () => {
    const cache = new RankCache(database.db);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    await database.db.insert(settingChanges).values({ key: 'honourThresholds', oldValue: [0, 100, 1000, 5000], newValue: [0, 200, 2000, 8000], staffId: userId });
    expect(await cache.get('k', load)).toBe(2);
  });

  it('with a process version, reads nothing from the database on a hit and reloads when it moves', async () => {
    let version = 0; // the app's change feed: moved once a write's answer leaves (plugins/app/public-cache.ts)
    const cache = new RankCache(database.db, 30_000, Date.now, () => version);
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const original = client.query.bind(client);
    let queries = 0;
    client.query = (...args: unknown[]) => {
      queries += 1;
      return original(...args);
    };
    try {
      let loads = 0;
      const load = async () => ++loads;
      expect(await cache.get('k', load)).toBe(1);
      queries = 0;
      expect(await cache.get('k', load)).toBe(1);
      expect(queries).toBe(0);
      await database.db.transaction((tx) => postLedger(tx, { userId, type: CoinType.BugRating, amount: 5, earned: true }));
      version += 1;
      expect(await cache.get('k', load)).toBe(2);
    } finally {
      client.query = original;
    }
  });

  it('shares one load among concurrent misses and does not keep a failure', async () => {
    const cache = new RankCache(database.db);
    let loads = 0;
    const slow = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 20));
      return loads;
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', slow)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(loads).toBe(1);
    await expect(cache.get('bad', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
  });

  it('keeps pages within its byte bound, however many are asked for', async () => {
    const cache = new RankCache(database.db, 30_000, Date.now, () => 0);
    // 50 researchers with long names a page: about 100 KB each as counted (cache-size.ts).
    const page = (n: number) => async () => Array.from({ length: 50 }, (_, i) => ({ rank: i + 1, name: `${n}-${i}`.padEnd(500, 'x'), coins: n }));
    for (let n = 0; n < 200; n++) {
      await cache.get(`page${n}`, page(n));
      expect(cache.held.bytes).toBeLessThanOrEqual(RANK_CACHE_BOUNDS.maxBytes);
    }
    expect(cache.held.size).toBeGreaterThan(10);
    expect(cache.held.size).toBeLessThan(200);
  });
});
