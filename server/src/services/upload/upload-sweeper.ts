// Uploads nothing references are deleted a day after they were uploaded: a researcher who uploads
// and never submits the form should not keep the bytes (nor the quota they take) forever. A day is
// longer than any form stays open. Runs on a timer started with the app and stopped on close;
// sweepUnreferencedUploads takes the clock so a test can move it. Stored files that no uploads row
// names at all (a server died between storing a file and recording it) go after a day as well.
import { and, inArray, lt, not } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { uploads } from '../../db/schema';
import type { FileStorage } from '../../infra/storage/storage';
import { keysInAddressColumns, referencedById } from './upload-references';

export const UNREFERENCED_TTL_MS = 24 * 3_600_000;
const DELETE_BATCH = 500;

/** Deletes the unreferenced uploads older than a day (at `now`); answers their keys. */
export async function sweepUnreferencedUploads(db: Db, storage: FileStorage, now = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - UNREFERENCED_TTL_MS);
  const candidates = await db
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(and(lt(uploads.createdAt, cutoff), not(referencedById(uploads.id))));
  if (candidates.length === 0) return [];
  const referenced = await keysInAddressColumns(db);
  const doomed = candidates.filter((c) => !referenced.has(c.key)).map((c) => c.id);
  const removed: string[] = [];
  for (let i = 0; i < doomed.length; i += DELETE_BATCH) {
    // The id references are checked again in the delete: a form may have attached one meanwhile.
    const rows = await db
      .delete(uploads)
      .where(and(inArray(uploads.id, doomed.slice(i, i + DELETE_BATCH)), not(referencedById(uploads.id))))
      .returning({ key: uploads.key });
    for (const row of rows) {
      await storage.remove(row.key);
      removed.push(row.key);
    }
  }
  return removed;
}

/** The upload time a generated key starts with (YYYYMMDDHHmmss, UTC). */
function timeOfKey(key: string): number {
  const t = key.slice(0, 14);
  return Date.UTC(+t.slice(0, 4), +t.slice(4, 6) - 1, +t.slice(6, 8), +t.slice(8, 10), +t.slice(10, 12), +t.slice(12, 14));
}

/**
 * Removes stored files older than a day (by the time in their key) that no uploads row names;
 * answers their keys. A younger file may still be on its way into the table.
 */
export async function sweepOrphanFiles(db: Db, storage: FileStorage, now = new Date()): Promise<string[]> {
  const cutoff = now.getTime() - UNREFERENCED_TTL_MS;
  const removed: string[] = [];
  const check = async (batch: string[]) => {
    const rows = await db.select({ key: uploads.key }).from(uploads).where(inArray(uploads.key, batch));
    const known = new Set(rows.map((r) => r.key));
    for (const key of batch) {
      if (known.has(key)) continue;
      await storage.remove(key);
      removed.push(key);
    }
  };
  let batch: string[] = [];
  for await (const key of storage.list()) {
    if (timeOfKey(key) >= cutoff) continue;
    batch.push(key);
    if (batch.length === DELETE_BATCH) {
      await check(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await check(batch);
  return removed;
}
