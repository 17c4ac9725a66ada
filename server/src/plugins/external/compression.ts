// Compresses the contract's JSON answers of 1 KiB and more (brotli or gzip, as the client accepts).
// Only routes of an operation: the built web app's files are not compressed here (the build wrote
// brotli and gzip copies that the static plugin sends as they are, web-app.ts; the plugin would
// otherwise stream-compress every small file on each request, whatever its size).
//
// Levels (measured: CPU time per answer on this machine, demo answers of 1.3–3 KB): brotli 1 takes
// 24–27 µs and leaves 28–52% of the bytes; brotli 4 (the plugin's default) 83–96 µs for 24–46%;
// brotli 5–6 73–122 µs for 22–39%; gzip 1 29–48 µs, gzip 6 45–58 µs, both 25–50%. At level 1 these
// answers already fit one TCP segment, so higher levels buy no round trip and cost 3–4× the CPU.
//
// Answers that carry the CSRF token are never compressed (BREACH: a secret and text a third party
// can choose, compressed together, leak the secret through the answer's length).
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Operations whose answer holds the session's CSRF token. */
export const NEVER_COMPRESSED = new Set(['getInfo', 'emailLogin', 'logout']);

/**
 * Operations that answer a stream of events: a compressor holds bytes back until it has enough to
 * compress, and an event must leave at once.
 */
export const STREAMED = new Set(['streamNotices']);

export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // Runs before the compress plugin's own onRoute hook (registered after it), so the route is
    // built without compression.
    app.addHook('onRoute', (route) => {
      const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
      if (!operationId || NEVER_COMPRESSED.has(operationId) || STREAMED.has(operationId)) route.compress = false;
    });
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
      zlibOptions: { level: 1 },
      // Request bodies stay as sent: a compressed body could expand past the body limit's intent.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
