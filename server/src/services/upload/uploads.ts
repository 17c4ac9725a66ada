// Uploads: the streaming policy, the checks after streaming (limit, extension, magic bytes), the
// move into storage under a generated key, the uploads row (the client's name only as metadata),
// and who may read a file back (its owner and staff, anyone for public files; anyone else is told
// it does not exist).
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { uploads, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import type { ReceivedFile, Uploader, UploadPolicy } from './upload-types';
import { contentMatches, contentTypeOf } from './file-types';
import type { FileStorage } from '../../infra/storage/storage';
import { acceptedExtensions, broadestLimit, isUploadKind, type UploadKind } from '@common/upload-policy';
import { emptyFileMessage, formatMessage, mismatchMessage, overQuotaMessage, ruleFor, siteFullMessage, tooLargeMessage } from './upload-messages';
import { lockAccount, usedBytes } from './upload-quota';
import { budgetLeft, siteBytesLeft, type SiteStorage } from './site-storage';

const KEY_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** UTC upload time (YYYYMMDDHHmmss), a hyphen, 6 CSPRNG characters and the extension. */
export function generateKey(ext: string, now = new Date()): string {
  const time = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  let random = '';
  for (let i = 0; i < 6; i++) random += KEY_CHARS[crypto.randomInt(KEY_CHARS.length)];
  return `${time}-${random}.${ext}`;
}

export const fileUrl = (key: string) => `/v2/api/file/${key}`;

/** The editor's multipart calls: an image each, under the editor's rule. */
const EDITOR_UPLOADS = new Set(['uploadEditorImage', 'uploadEditorSnapshot', 'uploadEditorSimple']);

function kindOfUpload({ operationId }: Uploader, fields: Record<string, string>): UploadKind | undefined {
  if (operationId && EDITOR_UPLOADS.has(operationId)) return 'editor';
  return isUploadKind(fields.fileType) ? fields.fileType : undefined;
}

/** The account's bytes left when a file starts: a full account is refused before anything is written. */
async function quotaLeftOf({ db, userId, quotaBytes }: Uploader): Promise<number> {
  if (!userId) return Number.MAX_SAFE_INTEGER;
  return quotaBytes - (await usedBytes(db, userId));
}

/** Chosen when a file part starts streaming; a refused file is never written. */
export const uploadPolicy: UploadPolicy = async (uploader, fields, clientName) => {
  const { lang } = uploader;
  const kind = kindOfUpload(uploader, fields);
  let decision: { maxBytes: number } | { refused: string };
  if (!kind) {
    // fileType came after the file (or is invalid; the glue refuses it then): the broadest limit
    // of the extension while streaming, the exact rule once the fields are known.
    const maxBytes = broadestLimit(clientName);
    decision = maxBytes ? { maxBytes } : { refused: formatMessage(acceptedExtensions('attachment'), lang) };
  } else {
    const rule = ruleFor(kind, clientName, lang);
    decision = rule.ok ? { maxBytes: rule.maxBytes } : { refused: rule.message };
  }
  if ('refused' in decision) return decision;
  // The site's room first: when the disk is nearly full no account's quota matters.
  const siteLeft = await siteBytesLeft(uploader.db, uploader.site);
  if (siteLeft <= 0) return { refused: siteFullMessage(lang) };
  const left = await quotaLeftOf(uploader);
  if (left <= 0) return { refused: overQuotaMessage(left, lang) };
  // Past what the quota (or the site) leaves, the stream stops with that reason rather than the size limit's.
  if (siteLeft < Math.min(left, decision.maxBytes)) return { maxBytes: siteLeft, overMessage: siteFullMessage(lang) };
  if (left < decision.maxBytes) return { maxBytes: left, overMessage: overQuotaMessage(left, lang) };
  return decision;
};

export interface StoredUpload {
  key: string;
  url: string;
  name: string;
  size: number;
  /** Bytes of the owner's quota left after this file. */
  quotaLeft: number;
}

/** Why a received file cannot be stored, or undefined when it may be. */
async function refusalOf(file: ReceivedFile, kind: UploadKind, lang: Lang): Promise<string | undefined> {
  if (file.tooLarge !== undefined) return tooLargeMessage(file.tooLarge, lang);
  if (file.refused) return file.refused;
  const rule = ruleFor(kind, file.clientName, lang);
  if (!rule.ok) return rule.message;
  if (file.bytes > rule.maxBytes) return tooLargeMessage(rule.maxBytes, lang);
  if (file.bytes === 0) return emptyFileMessage(lang);
  if (!(await contentMatches(file.tmpPath, rule.ext))) return mismatchMessage(rule.ext, lang);
  return undefined;
}

export type StoreResult = { ok: true; upload: StoredUpload } | { ok: false; message: string };

/**
 * Checks the received file and, when it passes, fits the site's budget and fits the owner's quota
 * (checked again here with its real size, under a lock on the account), moves it into storage and
 * records it.
 */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  opts: { ownerId: number; kind: UploadKind; file: ReceivedFile; lang: Lang; quotaBytes: number; site: SiteStorage },
): Promise<StoreResult> {
  const { file, kind, lang } = opts;
  const refusal = await refusalOf(file, kind, lang);
  if (refusal) return { ok: false, message: refusal };
  if (file.bytes > (await budgetLeft(db, opts.site))) return { ok: false, message: siteFullMessage(lang) };
  const ext = ruleFor(kind, file.clientName, lang);
  if (!ext.ok) return { ok: false, message: ext.message };
  const key = generateKey(ext.ext);
  // Client names are metadata only; keep them printable and within the contract's 255.
  const name = [...file.clientName]
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .slice(0, 255);
  // Stored before the transaction: copying to object storage takes as long as the file is big, and
  // the account's lock (on the embedded database, the only connection) must not wait for it. A file
  // the quota then refuses, or a failed insert, is removed again (and a crash in between leaves an
  // object no row names, which the sweeper removes a day later).
  await storage.put(key, file.tmpPath);
  let result: StoreResult;
  try {
    result = await db.transaction(async (tx) => {
      await lockAccount(tx, opts.ownerId);
      const left = opts.quotaBytes - (await usedBytes(tx, opts.ownerId));
      if (file.bytes > left) return { ok: false, message: overQuotaMessage(left, lang) } as const;
      await tx.insert(uploads).values({ key, ownerId: opts.ownerId, kind, clientName: name, ext: ext.ext, size: file.bytes });
      return { ok: true, upload: { key, url: fileUrl(key), name, size: file.bytes, quotaLeft: left - file.bytes } } as const;
    });
  } catch (err) {
    await storage.remove(key);
    throw err;
  }
  if (!result.ok) await storage.remove(key);
  return result;
}

export interface Download {
  stream: Readable;
  name: string;
  contentType: string;
  size: number;
}

/**
 * Files others are meant to see: any file staff published as site content (the `public` flag), a
 * researcher's current portrait (shown on ranks and profile cards) and images staff uploaded through
 * the editor (blogs, announcements, activities). Everything else (attachments, data packages, a
 * researcher's editor images) stays private.
 */
async function isPublic(db: Db, row: typeof uploads.$inferSelect): Promise<boolean> {
  if (row.public) return true;
  if (!['png', 'jpg', 'jpeg'].includes(row.ext)) return false;
  if (row.kind === 'image') {
    const [holder] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.portrait, fileUrl(row.key)))
      .limit(1);
    return holder !== undefined;
  }
  if (row.kind === 'editor') {
    const [owner] = await db.select({ role: users.role }).from(users).where(eq(users.id, row.ownerId)).limit(1);
    return owner?.role === 'staff';
  }
  return false;
}

const FILE_ADDRESS = /\/v2\/api\/file\/([0-9]{14}-[a-z0-9]{6}\.[a-z0-9]{1,5})/g;

/** The upload keys the addresses in these values name (strings; anything else is skipped). */
export function fileKeysIn(values: unknown[]): string[] {
  const keys = new Set<string>();
  for (const value of values) if (typeof value === 'string') for (const m of value.matchAll(FILE_ADDRESS)) keys.add(m[1]!);
  return [...keys];
}

/**
 * Makes the uploads these values name public: called only by staff writes of site content, so a
 * file becomes readable by everyone when staff publish it, never by a researcher's action.
 */
export async function publishUploads(db: Db, values: unknown[]): Promise<void> {
  const keys = fileKeysIn(values);
  if (keys.length > 0) await db.update(uploads).set({ public: true }).where(inArray(uploads.key, keys));
}

/**
 * The file for its owner, staff, or anyone when it is a public image; a signed-in reader of anything
 * else gets 1002, exactly as for a missing key, and a visitor is asked to sign in.
 */
export async function openDownload(db: Db, storage: FileStorage, key: string, viewer: { userId: number | null; role: string | null }): Promise<Download | { signInRequired: true }> {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  const mayRead = row && (row.ownerId === viewer.userId || (viewer.userId !== null && viewer.role === 'staff') || (await isPublic(db, row)));
  if (!mayRead) {
    // Not signed in: ask for sign-in rather than say whether the key exists.
    if (viewer.userId === null) return { signInRequired: true };
    throw new ApiError(Retcode.NotFound);
  }
  const stream = await storage.open(key);
  if (!stream) throw new ApiError(Retcode.NotFound);
  return { stream, name: row.clientName, contentType: contentTypeOf(row.ext), size: row.size };
}

/** Records the page an editor image belongs to; the url must be one of the caller's uploads. */
export async function markUpload(db: Db, ownerId: number, url: string, mark: number): Promise<void> {
  const key = url.replace(/^.*\/v2\/api\/file\//, '').replace(/[?#].*$/, '');
  const updated = await db
    .update(uploads)
    .set({ mark })
    .where(and(eq(uploads.key, key), eq(uploads.ownerId, ownerId)))
    .returning({ id: uploads.id });
  if (updated.length === 0) throw new ApiError(Retcode.NotFound);
}

/** RFC 6266 / RFC 5987 Content-Disposition: an ASCII fallback plus the UTF-8 name. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
