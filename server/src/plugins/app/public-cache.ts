// Public reads from memory: answers every visitor gets alike (banners, announcements,
// activities, FAQ, gifts, coefficients, rank pages…) are kept serialised with their ETag under the
// content version (infra/change-feed/change-feed.ts), per operation and address (the language and the
// paging are in the address). A hit costs no database query and no serialisation; a client that
// sends the ETag back gets 304. Every write that succeeded bumps the version before its answer leaves
// (after its transaction committed), here and, through the change feed, on every other server.
//
// Never for what a session changes: an operation whose answer depends on the signed-in user (the
// blog's liked state) is cached for visitors only (`personal`), and its answers say `private`, so
// neither this cache nor a shared one hands one user's answer to another.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '../../envelope';
import { cachedBytes } from '../../services/cache-size';
import { ReadCache } from '../../services/read-cache';

export const PUBLIC_CACHE_ENTRIES = 2_000;
/** The answers' share of the server's memory (their serialised bodies): about 16 MB at most. */
export const PUBLIC_CACHE_BYTES = 16 * 1024 * 1024;
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

/** A refusal: an HTTP error, or an envelope whose retcode is not 0. Anything else (a stream) counts as a write. */
export function refused(statusCode: number, payload: unknown): boolean {
  if (statusCode >= 400) return true;
  if (typeof payload !== 'string') return false;
  const retcode = /^\{"retcode":(-?\d+)/.exec(payload);
  return retcode !== null && retcode[1] !== '0';
}

export const publicCachePlugin = fp(
  async (app: FastifyInstance, opts: { enabled: boolean }) => {
    const bounds = { maxEntries: PUBLIC_CACHE_ENTRIES, maxBytes: PUBLIC_CACHE_BYTES, sizeOf: (c: Cached) => cachedBytes(c.body) + cachedBytes(c.etag) };
    const answers = new ReadCache<Cached>(bounds, PUBLIC_CACHE_TTL_MS, Date.now, () => app.changes.version());
    app.decorate('publicCache', { enabled: opts.enabled, answers });
    // Before the answer leaves (a client that reads right after its write sees it, on any server), and
    // after the handler's transaction committed. A refused write (an HTTP error, a non-zero retcode)
    // committed nothing the caches show, so it bumps nothing (a refused flood does not empty them).
    // A callback hook: reads (most requests) pay no promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method === 'GET' || request.method === 'HEAD' || refused(reply.statusCode, payload)) return done(null, payload);
      app.changes.contentChanged().then(
        () => done(null, payload),
        (error: Error) => done(error),
      );
    });
  },
  { name: 'public-cache', dependencies: ['change-feed'] },
);
