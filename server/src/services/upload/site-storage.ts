// The site's storage guard, over every account: all uploads together stay within a budget
// (UPLOAD_TOTAL_BYTES), and the disk under DATA_DIR — temporary files, local storage, the embedded
// database — keeps a floor of free bytes (UPLOAD_MIN_FREE_BYTES), so uploads stop with a clear
// refusal (1008) before the disk fills. Both are checked before a file reaches the disk (when it
// starts streaming it may take no more than what is left); the budget again with its real size
// before it is kept (the disk then already holds it: keeping it takes no more). Two uploads of
// different accounts at once may together pass the budget by one file: the floor still holds.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { uploads } from '../../db/schema';

export interface SiteStorage {
  /** Bytes every account's uploads together may take (UPLOAD_TOTAL_BYTES). */
  totalBytes: number;
  /** Free bytes the disk under DATA_DIR must keep (UPLOAD_MIN_FREE_BYTES). */
  minFreeBytes: number;
  /** The disk's free bytes now (infra/storage/disk-space.ts; tests give their own). */
  freeBytes: () => Promise<number>;
}

/** Bytes the budget leaves for one more upload (0 or less: none). */
export async function budgetLeft(db: Db, site: SiteStorage): Promise<number> {
  const [row] = await db.select({ used: sql<string | null>`sum(${uploads.size})` }).from(uploads);
  return site.totalBytes - Number(row?.used ?? 0);
}

/** Bytes a file not yet on the disk may take: the smaller of what the budget and the disk's floor leave (0 or less: none). */
export async function siteBytesLeft(db: Db, site: SiteStorage): Promise<number> {
  const [budget, free] = await Promise.all([budgetLeft(db, site), site.freeBytes()]);
  return Math.min(budget, free - site.minFreeBytes);
}
