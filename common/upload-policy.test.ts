import { describe, expect, it } from 'vitest';
import { acceptOf, broadestLimit, checkUpload, isUploadKind, maxBytesOf } from './upload-policy';

const MB = 1024 * 1024;

describe('upload limits (docs/rules.md#uploads, #limits)', () => {
  it('allows 2 MB images, 8 MB documents and 500 MB archives as attachments', () => {
    expect(checkUpload('attachment', { name: 'a.PNG', size: 2 * MB })).toBeNull();
    expect(checkUpload('attachment', { name: 'a.png', size: 2 * MB + 1 })).toEqual({ kind: 'size', megabytes: 2 });
    expect(checkUpload('attachment', { name: 'poc.docx', size: 8 * MB + 1 })).toEqual({ kind: 'size', megabytes: 8 });
    expect(checkUpload('attachment', { name: 'app.apk', size: 500 * MB })).toBeNull();
    expect(checkUpload('attachment', { name: 'app.apk', size: 500 * MB + 1 })).toEqual({ kind: 'size', megabytes: 500 });
  });
  it('refuses other formats, naming what is accepted', () => {
    expect(checkUpload('attachment', { name: 'run.exe', size: 1 })).toEqual({ kind: 'format', accepted: 'jpg, jpeg, png, pdf, doc, docx, apk, ipa, aar, jar, rar, zip, 7z' });
    expect(checkUpload('dataPkg', { name: 'req.txt', size: 2 * MB })).toBeNull();
    expect(checkUpload('dataPkg', { name: 'req.pdf', size: 1 })).toEqual({ kind: 'format', accepted: 'txt' });
    expect(checkUpload('leave', { name: 'x.apk', size: 1 })?.kind).toBe('format');
    expect(checkUpload('image', { name: 'noext', size: 1 })?.kind).toBe('format');
  });
  it('gives the accept attribute', () => {
    expect(acceptOf('image')).toBe('.jpg,.jpeg,.png');
  });
});

describe('the policy the server applies while a file streams', () => {
  it("gives the editor's images the image rule", () => {
    expect(checkUpload('editor', { name: 'shot.PNG', size: 2 * MB })).toBeNull();
    expect(checkUpload('editor', { name: 'shot.png', size: 2 * MB + 1 })).toEqual({ kind: 'size', megabytes: 2 });
    expect(checkUpload('editor', { name: 'shot.gif', size: 1 })).toEqual({ kind: 'format', accepted: 'jpg, jpeg, png' });
  });
  it('allows, before the kind is known, the largest any kind allows for the extension', () => {
    expect(broadestLimit('a.zip')).toBe(500 * MB);
    expect(broadestLimit('a.pdf')).toBe(8 * MB);
    expect(broadestLimit('a.txt')).toBe(2 * MB);
    expect(broadestLimit('a.exe')).toBe(0);
    expect(maxBytesOf('dataPkg', 'zip')).toBeUndefined();
    expect(isUploadKind('editor') && isUploadKind('leave') && !isUploadKind('toString')).toBe(true);
  });
});
