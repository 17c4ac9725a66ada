// Serves the built web app (dist/web) under /v2/: hashed assets with immutable caching, and the
// history fallback (any other GET under /v2/ that is not an API address answers index.html, so
// the client router takes over). `/`, `/v2` and `/v2/` redirect to /v2/home, keeping the query.
// The build writes brotli and gzip copies beside each file (scripts/precompress.mjs); they are sent
// as they are to a client that accepts them, with `content-encoding` and `vary: accept-encoding`.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundEnvelope, notFoundRoute } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function queryOf(url: string): string {
  const i = url.indexOf('?');
  return i < 0 ? '' : url.slice(i);
}

const toHome = async (request: FastifyRequest, reply: FastifyReply) => reply.redirect(`/v2/home${queryOf(request.url)}`, 302);

/** API addresses and asset files never fall back to the page: a wrong address there is a 404. */
function fallsBackToPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0]!;
  return !/^\/v2\/(api|admin\/api|assets)(\/|$)/.test(url);
}

/** `dist` is the built app's folder; without an index.html there only the redirects are served. */
export async function registerWebApp(app: FastifyInstance, opts: { dist: string }) {
  app.get('/', toHome);
  const built = fs.existsSync(path.join(opts.dist, 'index.html'));

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
          wildcard: true,
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
        if (built && fallsBackToPage(request)) {
          return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
        }
        return notFoundEnvelope(request, reply);
      });
    },
    { prefix: '/v2' },
  );
}
