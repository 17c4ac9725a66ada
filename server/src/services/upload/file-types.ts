// Content checks by magic bytes: a file is stored only when its first bytes are what its extension
// claims, so a script renamed to .png or an HTML page renamed to .pdf is refused.
import fs from 'node:fs';

type Check = (head: Buffer) => boolean;

const startsWith =
  (sig: number[], offset = 0): Check =>
  (head) =>
    head.length >= offset + sig.length && sig.every((b, i) => head[offset + i] === b);
const ascii = (s: string, offset = 0): Check => startsWith([...Buffer.from(s, 'latin1')], offset);
const anyOf =
  (...checks: Check[]): Check =>
  (head) =>
    checks.some((c) => c(head));

const png = startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpeg = startsWith([0xff, 0xd8, 0xff]);
const gif = anyOf(ascii('GIF87a'), ascii('GIF89a'));
const webp: Check = (head) => ascii('RIFF')(head) && ascii('WEBP', 8)(head);
const pdf = ascii('%PDF-');
// ZIP local header (also an empty archive's end record): zip, docx, jar, apk, aar, ipa are all zips.
const zip = anyOf(startsWith([0x50, 0x4b, 0x03, 0x04]), startsWith([0x50, 0x4b, 0x05, 0x06]));
// OLE2 compound file: the old Word .doc.
const ole = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const rar = anyOf(ascii('Rar!\x1a\x07\x00'), ascii('Rar!\x1a\x07\x01\x00'));
const sevenZip = startsWith([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]);

const BY_EXT: Record<string, Check> = {
  png,
  jpg: jpeg,
  jpeg,
  gif,
  webp,
  pdf,
  zip,
  docx: zip,
  jar: zip,
  apk: zip,
  aar: zip,
  ipa: zip,
  doc: ole,
  rar,
  '7z': sevenZip,
};

/**
 * The editor image type of some bytes by their magic bytes alone (a remote image's Content-Type and
 * address say nothing), or undefined when they are neither png nor jpeg.
 */
export function imageTypeOf(head: Buffer): 'png' | 'jpg' | undefined {
  if (png(head)) return 'png';
  if (jpeg(head)) return 'jpg';
  return undefined;
}

/** Content types served for stored files (the file was checked against its extension at upload). */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};

export function contentTypeOf(ext: string): string {
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

const HEAD_BYTES = 16;

/** Plain UTF-8 text without NUL characters (a data package); the caller caps the size first. */
export function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Whether the bytes of the file at `filePath` match extension `ext` (lower case, no dot). */
export async function contentMatches(filePath: string, ext: string): Promise<boolean> {
  if (ext === 'txt') return isUtf8Text(await fs.promises.readFile(filePath));
  const check = BY_EXT[ext];
  if (!check) return false;
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return check(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
