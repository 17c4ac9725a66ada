// Rank lists are the busiest public read and the costliest (a join, an order and a count over every
// ranked researcher), yet they change only when the ledger does. Answers are kept per query and
// reused while the ledger's newest record and the newest settings change are the same ones and the
// answer is younger than the TTL; the TTL bounds what those checks cannot see (a nickname, a team's
// name or status). A changed rule (the honour thresholds decide the medals) drops every answer at
// once. Without a process version each newest id is one index lookup, read from the database. With
// one (the app's: change-feed.ts, moved by every committed write on this server or, through NOTIFY,
// on any other) a hit costs no query at all.
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { ledger, settingChanges } from '../../db/schema';

export const RANK_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  version: string;
  at: number;
  value: Promise<unknown>;
}

export class RankCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = RANK_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
    /** The content version; without it, the database's newest ledger record and settings change. */
    private readonly processVersion?: () => number,
  ) {}

  private async version(): Promise<string> {
    if (this.processVersion) return `p${this.processVersion()}`;
    const [[award], [rule]] = await Promise.all([
      this.db.select({ id: ledger.id }).from(ledger).orderBy(desc(ledger.id)).limit(1),
      this.db.select({ id: settingChanges.id }).from(settingChanges).orderBy(desc(settingChanges.id)).limit(1),
    ]);
    return `${award?.id ?? 0}:${rule?.id ?? 0}`;
  }

  /** The answer for `key`, loaded by `load` when missing, stale or older than the newest award or rule. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.version();
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && at - hit.at < this.ttlMs) return hit.value as Promise<T>;
    // Concurrent misses share one load; a failed load is not kept.
    const value = load();
    const entry: Entry = { version, at, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    // Oldest first in a Map's order: drop from the front past the bound.
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}
