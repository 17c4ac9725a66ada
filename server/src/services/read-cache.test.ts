// The public reads' cache: kept under the version it was read at, for at most the TTL, the least
// recently used dropped first past the bound; a failed load is not kept.
import { expect, it } from 'vitest';
import { ReadCache } from './read-cache';

function setup(max = 2) {
  let clock = 0;
  let version = 0;
  const cache = new ReadCache<number>(
    max,
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
