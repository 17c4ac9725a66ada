// Public reads from memory (issue 14): answers every visitor gets alike (banners, announcements,
// activities, FAQ, gifts, coefficients, rank pages…) are kept serialised with their ETag under the
// content version (services/content-version.ts), per operation and address (the language and the
// paging are in the address). A hit costs no database query and no serialisation; a client that
// sends the ETag back gets 304. Every non-GET request bumps the version before its answer leaves.
//
// Never for what a session changes: an operation whose answer depends on the signed-in user (the
// blog's liked state) is cached for visitors only (`personal`), and its answers say `private`, so
// neither this cache nor a shared one hands one user's answer to another.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '../envelope';
import { bumpContentVersion } from '../services/content-version';
import { ReadCache } from '../services/read-cache';

export const PUBLIC_CACHE_ENTRIES = 2_000;
export const PUBLIC_CACHE_TTL_MS = 30_000;
/**
 * Browsers and proxies may reuse a public answer this long unasked: 0, they ask every time (a 304
 * from memory when unchanged), so a staff edit or the reader's own action shows at once.
 */
export const PUBLIC_MAX_AGE_S = 0;

interface Cached {
  body: string;
  etag: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: { enabled: boolean; answers: ReadCache<Cached> };
  }
}

function serialise(envelope: Envelope<unknown>): Cached {
  const body = JSON.stringify(envelope);
  // Weak: a compressed answer is another representation of the same state.
  return { body, etag: `W/"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  // Weak comparison (the same answer, compressed or not, is the same resource state).
  const opaque = etag.replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Answers a public read from the cache, loading it when missing or stale. `personal`: the answer
 * depends on the signed-in user, so only visitors' answers are cached and none is public. `maxAge`:
 * seconds a browser may reuse it unasked; 0 for what the reader's own action changes (a gift's stock
 * after an exchange: the page refetches it and must not get the browser's copy).
 */
export async function answerPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<Envelope<unknown>>,
  opts: { personal?: boolean; maxAge?: number } = {},
): Promise<FastifyReply> {
  const { enabled, answers } = request.server.publicCache;
  const signedIn = request.session?.userId != null;
  const shared = enabled && !(opts.personal && signedIn);
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId ?? '';
  const cached = shared ? await answers.get(`${operationId}|${request.url}`, async () => serialise(await load())) : serialise(await load());
  reply.header('etag', cached.etag);
  reply.header('cache-control', opts.personal ? 'private, no-cache' : `public, max-age=${opts.maxAge ?? PUBLIC_MAX_AGE_S}, must-revalidate`);
  if (opts.personal) reply.header('vary', 'cookie');
  if (matches(request, cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}

export const publicCachePlugin = fp(
  async (app: FastifyInstance, opts: { enabled: boolean }) => {
    app.decorate('publicCache', { enabled: opts.enabled, answers: new ReadCache<Cached>(PUBLIC_CACHE_ENTRIES, PUBLIC_CACHE_TTL_MS) });
    // Before the answer leaves (a client that reads right after its write sees the write), and after
    // the handler's transaction committed. Failed and refused writes bump too: cheaper than knowing.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') bumpContentVersion();
      done(null, payload);
    });
  },
  { name: 'public-cache' },
);
