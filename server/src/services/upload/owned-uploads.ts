// Upload keys sent with a form (attachments, data package) must be the sender's own uploads of the
// right kind; anything else answers 1002, exactly as an unknown key.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { uploads } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { fieldMessage } from '../../messages/index';
import { fileUrl } from './uploads';

export type UploadRow = typeof uploads.$inferSelect;

export async function ownedUploads(db: Db, ownerId: number, keys: string[], kinds: string[], lang: Lang, field: string): Promise<UploadRow[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const rows = await db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.key, unique), eq(uploads.ownerId, ownerId), inArray(uploads.kind, kinds)));
  if (rows.length !== unique.length) {
    throw new ApiError(
      Retcode.NotFound,
      fieldMessage(lang, field, (m) => m.validation.unknownFile),
    );
  }
  return unique.map((k) => rows.find((r) => r.key === k)!);
}

export function fileRef(row: UploadRow) {
  return { url: fileUrl(row.key), name: row.clientName, size: row.size };
}
