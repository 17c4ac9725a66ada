// Which extensions each kind of upload accepts and how large each may be (spec §5 "Generic
// uploader", contract uploadFile). The limit is chosen while the file streams, from the fileType
// field sent before the file and the extension of the client's file name.
import type { Lang } from '../envelope';

const MB = 1024 * 1024;
const IMAGE = { exts: ['jpg', 'jpeg', 'png'], maxBytes: 2 * MB };
const DOCUMENT = { exts: ['pdf', 'doc', 'docx'], maxBytes: 8 * MB };
const ARCHIVE = { exts: ['rar', 'zip', '7z'], maxBytes: 500 * MB };
const PACKAGE = { exts: ['apk', 'ipa', 'aar', 'jar', 'rar', 'zip', '7z'], maxBytes: 500 * MB };
const TEXT = { exts: ['txt'], maxBytes: 2 * MB };

type Group = { exts: string[]; maxBytes: number };

/** Upload kinds: the contract's fileType values plus the editor's images. */
export type UploadKind = 'attachment' | 'dataPkg' | 'image' | 'leave' | 'editor';

const GROUPS: Record<UploadKind, Group[]> = {
  image: [IMAGE],
  editor: [IMAGE],
  attachment: [IMAGE, DOCUMENT, PACKAGE],
  dataPkg: [TEXT],
  leave: [IMAGE, DOCUMENT, ARCHIVE],
};

export const isUploadKind = (v: unknown): v is UploadKind => typeof v === 'string' && Object.hasOwn(GROUPS, v);

/** The lower-case extension of a client file name ('' when it has none). */
export function extensionOf(clientName: string): string {
  const m = /\.([A-Za-z0-9]{1,5})$/.exec(clientName);
  return m ? m[1]!.toLowerCase() : '';
}

export type UploadRule = { ok: true; ext: string; maxBytes: number } | { ok: false; message: string };

export function acceptedExtensions(kind: UploadKind): string[] {
  return [...new Set(GROUPS[kind].flatMap((g) => g.exts))];
}

export function ruleFor(kind: UploadKind, clientName: string, lang: Lang): UploadRule {
  const ext = extensionOf(clientName);
  const group = GROUPS[kind].find((g) => g.exts.includes(ext));
  if (!group) return { ok: false, message: formatMessage(acceptedExtensions(kind), lang) };
  return { ok: true, ext, maxBytes: group.maxBytes };
}

/** The largest any file may be before the kind is known (fileType sent after the file). */
export function broadestLimit(clientName: string): number {
  const ext = extensionOf(clientName);
  const sizes = Object.values(GROUPS).flatMap((groups) => groups.filter((g) => g.exts.includes(ext)).map((g) => g.maxBytes));
  return sizes.length ? Math.max(...sizes) : 0;
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
