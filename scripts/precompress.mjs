// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web app,
// once at build time, so the server hands them out as they are (@fastify/static `preCompressed`)
// instead of compressing on every request. Build time can afford the slowest, smallest settings
// (brotli 11, gzip 9). Files below MIN_BYTES are left alone: a header costs more than it saves.
// A plain script module (no build step) so the Vite config and the tests both import it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const MIN_BYTES = 1024;
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/i;

async function* filesUnder(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    // Dot folders (.vite: the manifest) are never served (dotfiles: 'ignore').
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Compresses every compressible file of `dir` (recursively) into FILE.br and FILE.gz; a copy that
 * would not be smaller than the file is not written. Answers what it wrote, for the build's log.
 */
export async function precompressDir(dir) {
  const written = [];
  const jobs = [];
  for await (const file of filesUnder(dir)) {
    jobs.push(
      (async () => {
        const raw = await fs.readFile(file);
        if (raw.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gzip(raw, { level: 9 }),
        ]);
        for (const [ext, bytes] of [
          ['.br', br],
          ['.gz', gz],
        ]) {
          if (bytes.length >= raw.length) continue;
          await fs.writeFile(file + ext, bytes);
          written.push({ file: path.relative(dir, file) + ext, raw: raw.length, bytes: bytes.length });
        }
      })(),
    );
  }
  await Promise.all(jobs);
  return written;
}

/** A Vite plugin: precompresses the output folder once the bundle is written. */
export function precompressPlugin() {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const written = await precompressDir(options.dir);
      this.info?.(`precompressed ${written.length} files (brotli 11, gzip 9)`);
    },
  };
}
