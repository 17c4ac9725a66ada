// The build's precompression (scripts/precompress.mjs): brotli and gzip copies of compressible files
// of 1 KiB and more, that decode to the file; small files, other types and dot folders are left alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

it('writes .br and .gz beside large compressible files only', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-precompress-'));
  dirs.push(dist);
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  const script = `export const a = ${JSON.stringify('abc'.repeat(2000))};`;
  const files: Record<string, string | Buffer> = {
    'assets/index-1.js': script,
    'assets/index-1.css': `.a{color:red}`.repeat(200),
    'index.html': `<!doctype html>${'<p>x</p>'.repeat(300)}`,
    'assets/tiny.js': 'console.log(1)',
    'assets/photo.png': Buffer.alloc(5000, 1),
    '.vite/manifest.json': JSON.stringify({ a: 'b'.repeat(5000) }),
  };
  for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(dist, file), content);

  const written = await precompressDir(dist);

  expect(written.map((w) => w.file).sort()).toEqual(['assets/index-1.css.br', 'assets/index-1.css.gz', 'assets/index-1.js.br', 'assets/index-1.js.gz', 'index.html.br', 'index.html.gz']);
  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, 'assets/index-1.js.br'))).toString()).toBe(script);
  expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, 'assets/index-1.js.gz'))).toString()).toBe(script);
  for (const w of written) expect(w.bytes).toBeLessThan(w.raw);
  for (const left of ['assets/tiny.js.br', 'assets/photo.png.br', '.vite/manifest.json.br']) expect(fs.existsSync(path.join(dist, left)), left).toBe(false);
});
