// A bounded in-process cache of answers, each kept under the content version it was read at and for
// at most a TTL (what no write announces: time passing — an activity starting, a new rank month).
// Least recently used entries go first past the bound. Concurrent misses share one load; a failed
// load is not kept.
interface Entry<T> {
  version: number;
  at: number;
  value: Promise<T>;
}

export class ReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number,
    /** The content version (infra/change-feed/change-feed.ts), or a test's counter. */
    private readonly version: () => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    // The version is taken before the load: a write that lands while it runs makes it stale at once.
    const version = this.version();
    const at = this.now();
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.version === version && at - hit.at < this.ttlMs) {
      this.entries.set(key, hit); // most recently used: to the end of the Map's order
      return hit.value;
    }
    const value = load();
    const entry: Entry<T> = { version, at, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}
