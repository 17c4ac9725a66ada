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
import { ReadCache } from '../read-cache';

export const RANK_CACHE_TTL_MS = 30_000;
/** Pages of up to 50 researchers: 1,000 of them, and at most about 8 MB (cache-size.ts's estimate). */
export const RANK_CACHE_BOUNDS = { maxEntries: 1_000, maxBytes: 8 * 1024 * 1024 };

export class RankCache {
  private readonly answers: ReadCache<unknown>;

  constructor(
    private readonly db: Db,
    ttlMs = RANK_CACHE_TTL_MS,
    now: () => number = Date.now,
    /** The content version; without it, the database's newest ledger record and settings change. */
    private readonly processVersion?: () => number,
  ) {
    this.answers = new ReadCache<unknown>(RANK_CACHE_BOUNDS, ttlMs, now, () => 0);
  }

  /** The answers kept and the bytes they hold (tests and diagnostics). */
  get held(): { size: number; bytes: number } {
    return { size: this.answers.size, bytes: this.answers.bytes };
  }

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
    // Concurrent misses share one load; a failed load is not kept (read-cache.ts).
    return this.answers.get(key, load, await this.version()) as Promise<T>;
  }
}
