// @fastify/rate-limit's counters in the database, so every server on one PostgreSQL counts the same
// requests (with per-process counters two servers would give an attacker twice the sign-in
// tries). One statement per request: insert the key's row, or add one to it, or start a new window
// when the old one has ended — atomic under concurrency, on the database's clock (servers' clocks
// may differ). Expired rows are deleted by housekeeping.ts. The embedded database keeps the plugin's
// in-process store: it has one process, and a write per limited request would only cost.
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/index';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Row extends Record<string, unknown> {
  count: number;
  ttl: number | string;
}

function rowsOf(result: unknown): Row[] {
  // node-postgres answers a QueryResult ({ rows }); PGlite's drizzle driver the same shape.
  return (result as { rows: Row[] }).rows;
}

export async function countRequest(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const result = await db.execute(sql`
    insert into rate_limits (key, count, expires_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limits.expires_at <= now() then 1 else rate_limits.count + 1 end,
      expires_at = case when rate_limits.expires_at <= now() then excluded.expires_at else rate_limits.expires_at end
    returning count, ceil(extract(epoch from (expires_at - now())) * 1000) as ttl`);
  const [row] = rowsOf(result);
  return { current: Number(row!.count), ttl: Math.max(0, Number(row!.ttl)) };
}

export async function readCount(db: Db, key: string): Promise<{ current: number; ttl: number }> {
  const result = await db.execute(sql`
    select count, ceil(extract(epoch from (expires_at - now())) * 1000) as ttl
    from rate_limits where key = ${key} and expires_at > now()`);
  const [row] = rowsOf(result);
  return row ? { current: Number(row.count), ttl: Math.max(0, Number(row.ttl)) } : { current: 0, ttl: 0 };
}

/** The store class the plugin instantiates (it takes a constructor), bound to `db`. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Each limited route gets a child (as the plugin's LocalStore does): its keys carry the route. */
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countRequest(db, this.prefix + key, timeWindow).then(
        (r) => callback(null, r),
        (err: Error) => callback(err),
      );
    }

    read(key: string, callback: Callback): void {
      readCount(db, this.prefix + key).then(
        (r) => callback(null, r),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: { method?: string | string[]; url?: string; path?: string; routeInfo?: { method?: string | string[]; url?: string } }): FastifyRateLimitStore {
      const route = routeOptions.routeInfo ?? routeOptions;
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new DatabaseRateLimitStore(`${method} ${route.url ?? routeOptions.path ?? ''}|`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
