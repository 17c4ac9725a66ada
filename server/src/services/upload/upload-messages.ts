// The server's side of the upload policy (common/upload-policy.ts): the rule for a file of a kind,
// and the refusals worded in the request's language (texts from the catalogue, messages/).
import { acceptedExtensions, extensionOf, maxBytesOf, MB, type UploadKind } from '@common/upload-policy';
import type { Lang } from '../../envelope';
import { t } from '../../messages/index';

export type UploadRule = { ok: true; ext: string; maxBytes: number } | { ok: false; message: string };

export function ruleFor(kind: UploadKind, clientName: string, lang: Lang): UploadRule {
  const ext = extensionOf(clientName);
  const maxBytes = maxBytesOf(kind, ext);
  if (maxBytes === undefined) return { ok: false, message: formatMessage(acceptedExtensions(kind), lang) };
  return { ok: true, ext, maxBytes };
}

export function tooLargeMessage(maxBytes: number, lang: Lang): string {
  const mb = Math.round(maxBytes / MB);
  return t(lang).upload.tooLarge(mb);
}

export function formatMessage(exts: string[], lang: Lang): string {
  return t(lang).upload.format(exts.join(', '));
}

export function mismatchMessage(ext: string, lang: Lang): string {
  return t(lang).upload.mismatch(ext);
}

export function emptyFileMessage(lang: Lang): string {
  return t(lang).upload.empty;
}

/** Past the account's storage quota: how much is left, in MB with one decimal. */
export function overQuotaMessage(leftBytes: number, lang: Lang): string {
  const mb = (Math.max(0, leftBytes) / MB).toFixed(1);
  return t(lang).upload.overQuota(mb);
}

export function tooManyUploadsMessage(max: number, lang: Lang): string {
  return t(lang).upload.tooMany(max);
}

/** The site's storage (its budget or the disk's floor) has no room for the file. */
export function siteFullMessage(lang: Lang): string {
  return t(lang).upload.siteFull;
}
