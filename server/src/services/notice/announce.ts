// What the notice streams hear about: a NOTIFY on one channel, sent inside the transaction of the
// write, so PostgreSQL (and the embedded PGlite, the same engine) delivers it only when that write
// commits, and never when it rolls back. Every server LISTENs (hub-transport.ts) and pushes to the
// streams it holds. The payload names ids only: the server reads the rest, as the stream's reader.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';

export const NOTICES_CHANNEL = 'portal_notices';

/**
 * `u` the reader, `n` a new notice of theirs; `u` alone: their unread count changed; `i`: the staff
 * inbox gained or handled an item (sent by its table's trigger, migration staff_inbox_announce);
 * `b`: a report changed (sent by the database's own trigger on its log and thread, migration
 * live_console); `p`: who has a report open changed; `m`: staff member `m` was mentioned by `a` in a
 * note on report `b`.
 */
export type LiveMessage = { u: number; n?: number } | { i: 1 } | { m: number; b: number; a: number } | { b: number } | { p: number };

export async function announce(tx: Db, message: LiveMessage): Promise<void> {
  await tx.execute(sql`select pg_notify(${NOTICES_CHANNEL}, ${JSON.stringify(message)})`);
}

export function parseLiveMessage(payload: string): LiveMessage | null {
  try {
    const m = JSON.parse(payload) as Record<string, unknown>;
    if (m.i === 1) return { i: 1 };
    if (Number.isSafeInteger(m.m) && Number.isSafeInteger(m.b) && Number.isSafeInteger(m.a)) return { m: m.m as number, b: m.b as number, a: m.a as number };
    if (Number.isSafeInteger(m.b)) return { b: m.b as number };
    if (Number.isSafeInteger(m.p)) return { p: m.p as number };
    if (Number.isSafeInteger(m.u)) return Number.isSafeInteger(m.n) ? { u: m.u as number, n: m.n as number } : { u: m.u as number };
  } catch {
    // not ours
  }
  return null;
}
