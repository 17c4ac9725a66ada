// What the multipart plugin hands to the upload service: a received file and the per-file size policy.
// Kept with the services (which implement the policy) so that services never reach up into plugins/;
// the multipart plugin re-exports these.
import type { Db } from '../../db/index';
import type { Lang } from '../../envelope';
import type { SiteStorage } from './site-storage';

export interface ReceivedFile {
  field: string;
  /** Temporary path under DATA_DIR/tmp with a generated name. */
  tmpPath: string;
  /** The client's file name: metadata only. */
  clientName: string;
  mimetype: string;
  bytes: number;
  /** Why the file was refused while it streamed (too large, extension): then nothing was kept. */
  refused?: string;
  /** Set when the file went past this many bytes. */
  tooLarge?: number;
}

/**
 * What a file may be when its part starts: at most maxBytes (past them, refused with overMessage,
 * or with the size limit's text when none is given), or refused outright.
 */
export type UploadDecision = { maxBytes: number; overMessage?: string } | { refused: string };

/** Who is uploading, as plain values the multipart plugin reads from the request. */
export interface Uploader {
  db: Db;
  lang: Lang;
  /** The signed-in account, or null (the security handlers refuse visitors later). */
  userId: number | null;
  /** The operation the file came to: the editor's operations take images under the editor's rule. */
  operationId: string | undefined;
  /** The configured quota of every account (UPLOAD_QUOTA_BYTES). */
  quotaBytes: number;
  /** The site's budget and the disk's floor, over every account. */
  site: SiteStorage;
}

/**
 * Decides, when a file part starts, how many bytes it may have (or refuses it outright), from the
 * uploader, the text fields that came before it and the client's file name. Without a policy,
 * MAX_UPLOAD_BYTES.
 */
export type UploadPolicy = (uploader: Uploader, fields: Record<string, string>, clientName: string) => UploadDecision | Promise<UploadDecision>;
