// A bounded in-process cache of answers, each kept under the content version it was read at and for
// at most a TTL (what no write announces: time passing — an activity starting, a new rank month).
// Bounded twice: by entries, and by the bytes of what they hold, so a few large answers (a long
// article list, a researcher's many reports) cannot make it grow past its share of the server's
// memory. Least recently used entries go first past either bound; an answer larger than the whole
// budget is not kept. Concurrent misses share one load; a failed load is not kept.
import { cachedBytes } from './cache-size';

interface Entry<T> {
  version: number | string;
  at: number;
  value: Promise<T>;
  /** Counted once the load has answered (0 while it runs). */
  bytes: number;
}

export interface CacheBounds<T> {
  maxEntries: number;
  maxBytes: number;
  /** What an answer holds in memory, in bytes; an estimate from its JSON when not given. */
  sizeOf?: (value: T) => number;
}

export class ReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private held = 0;
  private readonly sizeOf: (value: T) => number;

  constructor(
    private readonly bounds: CacheBounds<T>,
    private readonly ttlMs: number,
    private readonly now: () => number,
    /** The content version (infra/change-feed/change-feed.ts), or a test's counter. */
    private readonly version: () => number | string,
  ) {
    this.sizeOf = bounds.sizeOf ?? cachedBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the answers kept hold (the loads that have answered). */
  get bytes(): number {
    return this.held;
  }

  /** `version`: the caller's own, when it reads one per call (the rank cache's database versions). */
  get(key: string, load: () => Promise<T>, version: number | string = this.version()): Promise<T> {
    // The version is taken before the load: a write that lands while it runs makes it stale at once.
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && at - hit.at < this.ttlMs) {
      this.entries.delete(key);
      this.entries.set(key, hit); // most recently used: to the end of the Map's order
      return hit.value;
    }
    this.remove(key);
    const value = load();
    const entry: Entry<T> = { version, at, value, bytes: 0 };
    this.entries.set(key, entry);
    value.then(
      (answer) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = this.sizeOf(answer);
        this.held += entry.bytes;
        this.trim();
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    this.trim();
    return value;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.held -= entry.bytes;
    this.entries.delete(key);
  }

  /** Oldest first in a Map's order: dropped from the front past either bound. */
  private trim(): void {
    while (this.entries.size > this.bounds.maxEntries || this.held > this.bounds.maxBytes) this.remove(this.entries.keys().next().value as string);
  }
}
