// The rate-limit counters in the database (infra/stores/rate-limit-store.ts): one window per key,
// counted atomically under concurrency, a new window once the old one ended, read without counting.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/index';
import { countRequest, readCount } from '../../server/src/infra/stores/rate-limit-store';
import { openTestDatabase } from '../contract/harness';
import { eventually } from '../eventually';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);
afterAll(() => database.close());

it('counts every concurrent request once, per key, within one window', { tags: ['postgres'] }, async () => {
  const results = await Promise.all(Array.from({ length: 25 }, () => countRequest(database.db, 'k1', 60_000)));
  expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  for (const r of results) expect(r.ttl).toBeGreaterThan(55_000);
  expect((await countRequest(database.db, 'k2', 60_000)).current).toBe(1);
  expect(await readCount(database.db, 'k1')).toMatchObject({ current: 25 });
  expect(await readCount(database.db, 'k1')).toMatchObject({ current: 25 });
});

it('starts a new window once the old one has ended', async () => {
  // A second: both counts must land in one window on a busy machine too (50 ms left little room).
  const WINDOW = 1_000;
  expect((await countRequest(database.db, 'short', WINDOW)).current).toBe(1);
  expect((await countRequest(database.db, 'short', WINDOW)).current).toBe(2);
  await eventually(async () => (await readCount(database.db, 'short')).current === 0);
  expect(await readCount(database.db, 'short')).toEqual({ current: 0, ttl: 0 });
  const fresh = await countRequest(database.db, 'short', WINDOW);
  expect(fresh.current).toBe(1);
  expect(fresh.ttl).toBeLessThanOrEqual(WINDOW);
});
