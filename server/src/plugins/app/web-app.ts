// Serves the built web app (dist/web) under /v2/: hashed assets with immutable caching, and the
// history fallback (any other GET under /v2/ that is not an API address answers index.html, so
// the client router takes over). `/`, `/v2` and `/v2/` redirect to /v2/home, keeping the query.
// The build writes brotli and gzip copies beside each file (scripts/precompress.mjs); they are sent
// as they are to a client that accepts them, with `content-encoding` and `vary: accept-encoding`.
// The page itself (index.html and its copies) is read once and answered from memory: it is the
// answer to every first visit, and the file lookup (a stat and a read stream per request) made it
// several times slower than an API answer of the same size.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundEnvelope, notFoundRoute } from './errors';
import { strongEtag } from './etag';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function queryOf(url: string): string {
  const i = url.indexOf('?');
  return i < 0 ? '' : url.slice(i);
}

const toHome = async (request: FastifyRequest, reply: FastifyReply) => reply.redirect(`/v2/home${queryOf(request.url)}`, 302);

/** API addresses and asset files never fall back to the page: a wrong address there is a 404. */
export function fallsBackToPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0]!;
  return !/^\/v2\/(api|admin\/api|assets)(\/|$)/.test(url);
}

interface Page {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

function readIfPresent(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

function loadPage(dist: string): Page {
  const identity = fs.readFileSync(path.join(dist, 'index.html'));
  const etag = strongEtag(identity);
  return { identity, br: readIfPresent(path.join(dist, 'index.html.br')), gzip: readIfPresent(path.join(dist, 'index.html.gz')), etag };
}

/** The copy the client accepts: brotli first, then gzip, else the page itself (q=0 is a refusal). */
function encodingFor(request: FastifyRequest, page: Page): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
    .map(([name]) => name!.trim().toLowerCase());
  if (page.br && accepted.includes('br')) return 'br';
  if (page.gzip && accepted.includes('gzip')) return 'gzip';
  return null;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  reply.type('text/html; charset=utf-8');
  const encoding = encodingFor(request, page);
  if (encoding) return reply.header('content-encoding', encoding).send(page[encoding]);
  return reply.send(page.identity);
}

/** `dist` is the built app's folder; without an index.html there only the redirects are served. */
export async function registerWebApp(app: FastifyInstance, opts: { dist: string }) {
  app.get('/', toHome);
  const built = fs.existsSync(path.join(opts.dist, 'index.html'));
  const page = built ? loadPage(opts.dist) : null;

  await app.register(
    async (v2) => {
      v2.get('/', toHome); // both /v2 and /v2/
      // API addresses no operation answers (e.g. a path value too long for its route) are never
      // looked up as files (the file lookup would refuse an over-long name with a bare 403).
      for (const prefix of ['/api/*', '/admin/api/*']) v2.all(prefix, notFoundRoute);
      if (built) {
        await v2.register(fastifyStatic, {
          root: opts.dist,
          prefix: '/',
          // One route per built file, found when the app is built (the build never changes under a
          // running server): a page address then misses the router straight away instead of a
          // file-system lookup (a stat and a directory read) on every visit before the fallback.
          wildcard: false,
          index: false,
          cacheControl: false,
          dotfiles: 'ignore',
          preCompressed: true,
          setHeaders(reply, filePath) {
            const hashed = filePath.startsWith(path.join(opts.dist, 'assets') + path.sep);
            reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
          },
        });
      }
      v2.setNotFoundHandler(async (request, reply) => {
        if (page && fallsBackToPage(request)) return sendPage(request, reply, page);
        return notFoundEnvelope(request, reply);
      });
    },
    { prefix: '/v2' },
  );
}
