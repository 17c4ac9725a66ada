// Every request looks its session up; on a busy server that is most of the database's reads. Found
// sessions are kept in memory a few seconds (a bounded map, least recently used first out), keyed by
// the token's hash like the table. A session that ends or whose account changes (sign-out, role)
// is dropped at once here and, through the change feed, on every other server; the TTL only bounds
// what nobody announces (a row deleted by hand). Misses are not kept: a new session is always made
// by the server that then answers it, and a bad cookie must not fill the map.
import type { ChangeFeed, SessionChange } from '../../infra/change-feed/change-feed';
import type { SessionData, SessionStore } from '../../infra/stores/session-data';
import { sessionKey } from '../../infra/stores/session-store';

export const SESSION_CACHE_TTL_MS = 5_000;
/**
 * Every entry has one small shape (the token's hash, an account id, a role, a CSRF token), so the
 * entries' bound is a bound on bytes as well: 10,000 of them hold about 3.2 MB of heap.
 */
export const SESSION_CACHE_ENTRIES = 10_000;

interface Entry {
  data: SessionData;
  at: number;
}

export class CachedSessionStore implements SessionStore {
  private readonly entries = new Map<string, Entry>();
  /** Moves at every drop: a lookup that started before one must not put back what it read. */
  private epoch = 0;

  constructor(
    private readonly inner: SessionStore,
    private readonly feed: ChangeFeed,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {
    feed.onSessions((change) => this.drop(change));
  }

  get size(): number {
    return this.entries.size;
  }

  async get(token: string): Promise<SessionData | undefined> {
    if (!this.feed.live) return this.inner.get(token);
    const key = sessionKey(token);
    const at = this.now();
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && at - hit.at < this.ttlMs) {
      this.entries.set(key, hit);
      return hit.data;
    }
    const epoch = this.epoch;
    const data = await this.inner.get(token);
    if (data && epoch === this.epoch && this.feed.live) {
      this.entries.set(key, { data, at });
      while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    return data;
  }

  /** A session is only ever written under a new token (sign-in, sign-out, a first visit), so no other server holds it. */
  async set(token: string, data: SessionData, maxAgeS: number): Promise<void> {
    await this.inner.set(token, data, maxAgeS);
    this.drop({ tokenHash: sessionKey(token) });
  }

  async delete(token: string): Promise<void> {
    await this.inner.delete(token);
    await this.feed.sessionsChanged({ tokenHash: sessionKey(token) });
  }

  private drop(change: SessionChange): void {
    this.epoch += 1;
    if ('all' in change) this.entries.clear();
    else if ('tokenHash' in change) this.entries.delete(change.tokenHash);
    else for (const [key, entry] of this.entries) if (entry.data.userId === change.userId) this.entries.delete(key);
  }
}
