// Uploads nothing references are deleted a day after they were uploaded: a researcher who uploads
// and never submits the form should not keep the bytes (nor the quota they take) forever. A day is
// longer than any form stays open. Runs on a timer started with the app and stopped on close;
// sweepUnreferencedUploads takes the clock so a test can move it. Stored files that no uploads row
// names at all (a server died between storing a file and recording it) go after a day as well.
import { and, inArray, lt, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index';
import { uploads } from '../db/schema';
import type { FileStorage } from './storage';
import { keysInAddressColumns, referencedById } from './upload-references';

export const UNREFERENCED_TTL_MS = 24 * 3_600_000;
const SWEEP_EVERY_MS = 3_600_000;
/** The first sweep waits a little, so start-up (and a test app's short life) is not slowed. */
const FIRST_SWEEP_AFTER_MS = 60_000;
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

/** Sweeps on a timer for the life of the app. */
export function startUploadSweeper(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // run catches its own errors, so the timers may start it without waiting for it (`void`).
  const run = async () => {
    try {
      const removed = await sweepUnreferencedUploads(app.db, app.storage);
      if (removed.length > 0) app.log.info({ removed: removed.length }, 'removed unreferenced uploads');
      const orphans = await sweepOrphanFiles(app.db, app.storage);
      if (orphans.length > 0) app.log.info({ removed: orphans.length }, 'removed stored files no upload names');
    } catch (err) {
      app.log.error({ err }, 'upload sweep failed');
    }
    if (!stopped) timer = setTimeout(() => void run(), SWEEP_EVERY_MS).unref();
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(() => void run(), FIRST_SWEEP_AFTER_MS).unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
  });
}
