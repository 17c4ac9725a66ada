// Which extensions each kind of upload accepts and how large each may be (docs/rules.md#uploads,
// contract uploadFile; the editor's images, docs/rules.md#limits). One policy: the site checks a file
// with it before a byte is sent, the server again while the file streams and once it is stored.
// A refusal is a problem with a kind ('format' or 'size'); each side words it in its own catalogue
// (the site: verify:fileFormat / verify:fileSize; the server: services/upload/upload-messages.ts).
import type { UploadFileType } from '../generated/enums';

export const MB = 1024 * 1024;

interface Group {
  exts: readonly string[];
  maxBytes: number;
}

const IMAGE: Group = { exts: ['jpg', 'jpeg', 'png'], maxBytes: 2 * MB };
const DOCUMENT: Group = { exts: ['pdf', 'doc', 'docx'], maxBytes: 8 * MB };
const ARCHIVE: Group = { exts: ['rar', 'zip', '7z'], maxBytes: 500 * MB };
const PACKAGE: Group = { exts: ['apk', 'ipa', 'aar', 'jar', 'rar', 'zip', '7z'], maxBytes: 500 * MB };
const TEXT: Group = { exts: ['txt'], maxBytes: 2 * MB };

/** Upload kinds: the contract's fileType values plus the editor's images (uploadEditorImage). */
export type UploadKind = UploadFileType | 'editor';

/** Groups in the order their extensions are listed to the user. */
const GROUPS: Record<UploadKind, readonly Group[]> = {
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

export function acceptedExtensions(kind: UploadKind): string[] {
  return [...new Set(GROUPS[kind].flatMap((g) => g.exts))];
}

/** The bytes a kind allows for an extension, or undefined when the kind does not accept it. */
export function maxBytesOf(kind: UploadKind, ext: string): number | undefined {
  return GROUPS[kind].find((g) => g.exts.includes(ext))?.maxBytes;
}

/** The largest any file may be before the kind is known (fileType sent after the file); 0 when no kind accepts it. */
export function broadestLimit(clientName: string): number {
  const ext = extensionOf(clientName);
  const sizes = Object.values(GROUPS).flatMap((groups) => groups.filter((g) => g.exts.includes(ext)).map((g) => g.maxBytes));
  return sizes.length ? Math.max(...sizes) : 0;
}

export type UploadProblem = { kind: 'format'; accepted: string } | { kind: 'size'; megabytes: number } | null;

/** What is wrong with a file for a kind of upload, or null. */
export function checkUpload(kind: UploadKind, file: { name: string; size: number }): UploadProblem {
  const limit = maxBytesOf(kind, extensionOf(file.name));
  if (limit === undefined) return { kind: 'format', accepted: acceptedExtensions(kind).join(', ') };
  if (file.size > limit) return { kind: 'size', megabytes: limit / MB };
  return null;
}

/** The accept attribute of a file input for an upload kind. */
export function acceptOf(kind: UploadKind): string {
  return acceptedExtensions(kind)
    .map((e) => `.${e}`)
    .join(',');
}
