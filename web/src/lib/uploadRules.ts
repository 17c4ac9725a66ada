// What each upload kind accepts (the contract's uploadFile limits, spec §5 "Generic uploader"),
// checked in the browser before a byte is sent; the server checks again while the file streams.
import type { UploadFileType } from './api';

const MB = 1024 * 1024;
const IMAGES = ['jpg', 'jpeg', 'png'];
const DOCUMENTS = ['pdf', 'doc', 'docx'];

interface KindRule {
  extensions: string[];
  /** Bytes allowed for an extension. */
  limit: (ext: string) => number;
}

const archiveLimit = (ext: string) => (IMAGES.includes(ext) ? 2 * MB : DOCUMENTS.includes(ext) ? 8 * MB : 500 * MB);

export const UPLOAD_RULES: Record<UploadFileType, KindRule> = {
  image: { extensions: IMAGES, limit: () => 2 * MB },
  attachment: { extensions: [...IMAGES, ...DOCUMENTS, 'apk', 'ipa', 'aar', 'jar', 'rar', 'zip', '7z'], limit: archiveLimit },
  dataPkg: { extensions: ['txt'], limit: () => 2 * MB },
  leave: { extensions: [...IMAGES, ...DOCUMENTS, 'rar', 'zip', '7z'], limit: archiveLimit },
};

export type UploadProblem = { kind: 'format'; accepted: string } | { kind: 'size'; megabytes: number } | null;

export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(name);
  return match ? match[1]!.toLowerCase() : '';
}

export function checkUpload(fileType: UploadFileType, file: { name: string; size: number }): UploadProblem {
  const rule = UPLOAD_RULES[fileType];
  const ext = extensionOf(file.name);
  if (!rule.extensions.includes(ext)) return { kind: 'format', accepted: rule.extensions.join(', ') };
  const limit = rule.limit(ext);
  if (file.size > limit) return { kind: 'size', megabytes: limit / MB };
  return null;
}

/** The accept attribute of a file input for an upload kind. */
export function acceptOf(fileType: UploadFileType): string {
  return UPLOAD_RULES[fileType].extensions.map((e) => `.${e}`).join(',');
}
