// The magic-byte checker: each accepted extension's signature passes, anything else is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentMatches, contentTypeOf, isUtf8Text } from './file-types';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-magic-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
function file(bytes: number[] | string): string {
  const p = path.join(dir, `f${n++}`);
  fs.writeFileSync(p, typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from([...bytes, 0, 0, 0, 0]));
  return p;
}

const SAMPLES: Record<string, number[] | string> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff, 0xdb],
  gif: 'GIF89a\x01\x00',
  webp: 'RIFF\x24\x00\x00\x00WEBPVP8 ',
  pdf: '%PDF-1.4\n',
  zip: [0x50, 0x4b, 0x03, 0x04],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  rar: 'Rar!\x1a\x07\x01\x00',
  '7z': [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c],
};

describe('contentMatches', () => {
  it('accepts each signature for its own extension and refuses it for every other', async () => {
    for (const [ext, bytes] of Object.entries(SAMPLES)) {
      const p = file(bytes);
      for (const other of Object.keys(SAMPLES)) {
        expect(await contentMatches(p, other), `${ext} as ${other}`).toBe(other === ext);
      }
    }
  });

  it('treats docx, jar, apk, aar and ipa as zip archives and jpeg as jpg', async () => {
    const zip = file(SAMPLES.zip!);
    for (const ext of ['docx', 'jar', 'apk', 'aar', 'ipa']) expect(await contentMatches(zip, ext)).toBe(true);
    expect(await contentMatches(file(SAMPLES.jpg!), 'jpeg')).toBe(true);
  });

  it('refuses unknown extensions, empty and short files', async () => {
    expect(await contentMatches(file(SAMPLES.png!), 'exe')).toBe(false);
    expect(await contentMatches(file(''), 'png')).toBe(false);
    expect(await contentMatches(file('%PD'), 'pdf')).toBe(false);
  });

  it('accepts UTF-8 text without NUL as txt only', async () => {
    expect(await contentMatches(file(Buffer.from('名单\nada\n').toString('latin1')), 'txt')).toBe(true);
    expect(isUtf8Text(Buffer.from([0x61, 0x00, 0x62]))).toBe(false);
    expect(isUtf8Text(Buffer.from([0xff, 0xfe, 0x61]))).toBe(false);
    expect(isUtf8Text(Buffer.from('plain'))).toBe(true);
  });
});

it('serves only known-safe content types, everything else as octet-stream', () => {
  expect(contentTypeOf('png')).toBe('image/png');
  expect(contentTypeOf('txt')).toBe('text/plain; charset=utf-8');
  expect(contentTypeOf('docx')).toBe('application/octet-stream');
  expect(contentTypeOf('html')).toBe('application/octet-stream');
});
