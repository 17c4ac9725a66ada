// The server's side of the upload policy (common/upload-policy.ts): the rule for a file of a kind,
// and the refusals worded in the request's language.
import { acceptedExtensions, extensionOf, maxBytesOf, MB, type UploadKind } from '../../../common/upload-policy';
import type { Lang } from '../envelope';

export type UploadRule = { ok: true; ext: string; maxBytes: number } | { ok: false; message: string };

export function ruleFor(kind: UploadKind, clientName: string, lang: Lang): UploadRule {
  const ext = extensionOf(clientName);
  const maxBytes = maxBytesOf(kind, ext);
  if (maxBytes === undefined) return { ok: false, message: formatMessage(acceptedExtensions(kind), lang) };
  return { ok: true, ext, maxBytes };
}

export function tooLargeMessage(maxBytes: number, lang: Lang): string {
  const mb = Math.round(maxBytes / MB);
  return lang === 'en' ? `file larger than ${mb}M` : `文件大于${mb}M`;
}

export function formatMessage(exts: string[], lang: Lang): string {
  return lang === 'en' ? `file format must be: ${exts.join(', ')}` : `文件格式必须为：${exts.join(', ')}`;
}

export function mismatchMessage(ext: string, lang: Lang): string {
  return lang === 'en' ? `file content does not match its .${ext} extension` : `文件内容与扩展名 .${ext} 不符`;
}

export function emptyFileMessage(lang: Lang): string {
  return lang === 'en' ? 'file is empty' : '文件为空';
}

/** Past the account's storage quota: how much is left, in MB with one decimal. */
export function overQuotaMessage(leftBytes: number, lang: Lang): string {
  const mb = (Math.max(0, leftBytes) / MB).toFixed(1);
  return lang === 'en' ? `storage quota exceeded (${mb} MB left)` : `存储空间不足（剩余 ${mb} MB）`;
}

export function tooManyUploadsMessage(max: number, lang: Lang): string {
  return lang === 'en' ? `too many uploads in progress: at most ${max} at a time` : `同时进行的上传过多：最多 ${max} 个`;
}
