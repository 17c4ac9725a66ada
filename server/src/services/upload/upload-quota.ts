// Each account's upload storage: the bytes its uploads take against the configured quota
// (UPLOAD_QUOTA_BYTES). Checked when a file starts streaming (so a full account is refused before
// anything is written) and again, under a lock on the account, with the file's real size before it
// is kept (so two uploads at once cannot both squeeze into the last bytes).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { uploads, users } from '../../db/schema';

export async function usedBytes(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<string | null>`sum(${uploads.size})` })
    .from(uploads)
    .where(eq(uploads.ownerId, ownerId));
  return Number(row?.used ?? 0);
}

export async function quotaOf(db: Db, ownerId: number, quota: number) {
  const used = await usedBytes(db, ownerId);
  return { quota, used, left: Math.max(0, quota - used) };
}

/** Serialises the quota checks of one account (the caller runs in a transaction). */
export async function lockAccount(tx: Db, ownerId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}
