// The public reads' cache: kept under the version it was read at, for at most the TTL, the least
// recently used dropped first past either bound (entries, bytes); a failed load is not kept.
import { expect, it } from 'vitest';
import { ReadCache } from './read-cache';

function setup(max = 2) {
  let clock = 0;
  let version = 0;
  const cache = new ReadCache<number>(
    { maxEntries: max, maxBytes: 1024 },
    1_000,
    () => clock,
    () => version,
  );
  let loads = 0;
  const load = async () => ++loads;
  return { cache, load, tick: (ms: number) => (clock += ms), bump: () => (version += 1) };
}

it('reloads when the version moves or the TTL passes', async () => {
  const { cache, load, tick, bump } = setup();
  expect(await cache.get('a', load)).toBe(1);
  expect(await cache.get('a', load)).toBe(1);
  bump();
  expect(await cache.get('a', load)).toBe(2);
  tick(999);
  expect(await cache.get('a', load)).toBe(2);
  tick(1);
  expect(await cache.get('a', load)).toBe(3);
});

it('drops the least recently used entry past its bound', async () => {
  const { cache, load } = setup(2);
  await cache.get('a', load); // 1
  await cache.get('b', load); // 2
  await cache.get('a', load); // a used again: b is now the oldest
  await cache.get('c', load); // 3, drops b
  expect(cache.size).toBe(2);
  expect(await cache.get('a', load)).toBe(1);
  expect(await cache.get('b', load)).toBe(4);
});

it('does not keep a failed load', async () => {
  const { cache } = setup();
  await expect(cache.get('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  expect(await cache.get('a', async () => 7)).toBe(7);
});

it('holds no more bytes than its budget, dropping the least recently used answers first', async () => {
  const cache = new ReadCache<string>({ maxEntries: 1_000, maxBytes: 10_000 }, 60_000, Date.now, () => 0);
  let loads = 0;
  const answer = (chars: number) => async () => `${++loads}`.padEnd(chars, '.');
  for (let i = 0; i < 100; i++) {
    await cache.get(`k${i}`, answer(1_000)); // 2,000 bytes each (two a character)
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
  }
  expect(cache.size).toBe(5);
  expect(cache.bytes).toBe(10_000);
  // The newest five are the ones kept; the first is loaded again.
  expect(await cache.get('k99', answer(1_000))).toMatch(/^100\./);
  expect(await cache.get('k0', answer(1_000))).toMatch(/^101\./);
  // An answer larger than the whole budget is answered, not kept.
  expect(await cache.get('big', answer(6_000))).toMatch(/^102\./);
  expect(cache.bytes).toBeLessThanOrEqual(10_000);
  expect(await cache.get('big', answer(6_000))).toMatch(/^103\./);
});

it('counts what it holds in bytes again when an answer is replaced or fails', async () => {
  let version = 0;
  const cache = new ReadCache<string>({ maxEntries: 10, maxBytes: 1_000_000 }, 60_000, Date.now, () => version);
  await cache.get('a', async () => 'x'.repeat(100));
  expect(cache.bytes).toBe(200);
  version += 1;
  await cache.get('a', async () => 'x'.repeat(50));
  expect(cache.bytes).toBe(100);
  version += 1;
  await expect(cache.get('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  expect(cache.bytes).toBe(0);
  expect(cache.size).toBe(0);
});
