// Sessions kept in memory a few seconds: a hit reads nothing; a sign-out, a role change or a lost
// change feed drops them at once; a lookup racing a drop does not put back what it read.
import { expect, it } from 'vitest';
import { ChangeFeed, type ChangeTransport } from '../../infra/change-feed/change-feed';
import { CachedSessionStore } from './session-cache';
import type { SessionData, SessionStore } from '../../infra/stores/session-data';

class MemoryStore implements SessionStore {
  rows = new Map<string, SessionData>();
  reads = 0;
  gate: Promise<void> | null = null;
  async get(token: string) {
    this.reads += 1;
    const row = this.rows.get(token);
    if (this.gate) await this.gate;
    return row;
  }
  async set(token: string, data: SessionData) {
    this.rows.set(token, data);
  }
  async delete(token: string) {
    this.rows.delete(token);
  }
}

/** A transport whose connection a test can drop and bring back; it records what was sent. */
class TestTransport implements ChangeTransport {
  sent: string[] = [];
  handlers!: { message(payload: string): void; up(): void; down(): void };
  start(handlers: TestTransport['handlers']) {
    this.handlers = handlers;
    handlers.up();
  }
  async publish(payload: string) {
    this.sent.push(payload);
  }
  async close() {}
}

function setup() {
  let clock = 0;
  const inner = new MemoryStore();
  const transport = new TestTransport();
  const feed = new ChangeFeed(transport);
  const store = new CachedSessionStore(inner, feed, 5_000, 3, () => clock);
  return { inner, transport, feed, store, tick: (ms: number) => (clock += ms) };
}

const ada: SessionData = { userId: 1, role: 'researcher', staffRoles: [], csrfToken: 'c1' };
const bob: SessionData = { userId: 2, role: 'researcher', staffRoles: [], csrfToken: 'c2' };

it('reads a session once per TTL, and never keeps a miss', async () => {
  const { inner, store, tick } = setup();
  await inner.set('a', ada);
  expect(await store.get('a')).toEqual(ada);
  expect(await store.get('a')).toEqual(ada);
  expect(inner.reads).toBe(1);
  tick(5_000);
  expect(await store.get('a')).toEqual(ada);
  expect(inner.reads).toBe(2);
  expect(await store.get('nobody')).toBeUndefined();
  expect(await store.get('nobody')).toBeUndefined();
  expect(inner.reads).toBe(4);
});

it('drops a deleted session at once and tells the other servers', async () => {
  const { inner, transport, store } = setup();
  await inner.set('a', ada);
  await store.get('a');
  await store.delete('a');
  expect(await store.get('a')).toBeUndefined();
  expect(transport.sent.map((m) => JSON.parse(m) as { s: unknown })).toMatchObject([{ s: { tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/) } }]);
});

it('drops what another server announces: one session, or every session of an account', async () => {
  const { inner, transport, store, feed } = setup();
  await inner.set('a', ada);
  await inner.set('b', bob);
  await store.get('a');
  await store.get('b');
  inner.rows.set('a', { ...ada, role: 'staff' });
  inner.rows.set('b', { ...bob, role: 'staff' });
  transport.handlers.message(JSON.stringify({ o: 'other', s: { userId: 1 } }));
  expect((await store.get('a'))?.role).toBe('staff');
  expect((await store.get('b'))?.role).toBe('researcher'); // not announced: the cached copy
  // The feed's own messages coming back are not applied twice (they were applied when sent).
  const before = feed.version();
  await feed.contentChanged();
  transport.handlers.message(transport.sent.at(-1)!);
  expect(feed.version()).toBe(before + 1);
});

it('reads through while the feed is down, and starts empty when it is back', async () => {
  const { inner, transport, store, feed } = setup();
  await inner.set('a', ada);
  await store.get('a');
  transport.handlers.down();
  expect(feed.live).toBe(false);
  expect(store.size).toBe(0);
  inner.rows.delete('a');
  expect(await store.get('a')).toBeUndefined();
  inner.rows.set('a', ada);
  await store.get('a');
  expect(store.size).toBe(0);
  const v = feed.version();
  expect(feed.version()).not.toBe(v); // the public caches miss every time meanwhile
  transport.handlers.up();
  expect(feed.version()).toBe(feed.version());
});

it('does not keep a lookup that a drop overtook', async () => {
  const { inner, store, feed } = setup();
  await inner.set('a', ada);
  let release!: () => void;
  inner.gate = new Promise<void>((resolve) => (release = resolve));
  const slow = store.get('a'); // reads the row, then waits
  await feed.sessionsChanged({ userId: 1 }); // sign-out elsewhere lands meanwhile
  release();
  await slow;
  inner.gate = null;
  inner.rows.delete('a');
  expect(await store.get('a')).toBeUndefined();
});

it('keeps at most its bound, least recently used out first', async () => {
  const { inner, store } = setup();
  for (const t of ['a', 'b', 'c', 'd']) await inner.set(t, ada);
  for (const t of ['a', 'b', 'c']) await store.get(t);
  await store.get('a');
  await store.get('d');
  expect(store.size).toBe(3);
  const reads = inner.reads;
  await store.get('a');
  expect(inner.reads).toBe(reads);
  await store.get('b');
  expect(inner.reads).toBe(reads + 1);
});
