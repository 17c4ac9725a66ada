// The API as a product for integrators: reference pages at /v2/docs (Swagger UI from the swagger-ui-dist
// package, served from node_modules, no outside network) and the bundled contract at
// /v2/openapi.yaml and /v2/openapi.json. Everything is served under the site's own CSP, unchanged:
// the page has no inline script (its start-up is /v2/docs/init.js), Swagger UI's inline styles fall
// under the site's style-src 'unsafe-inline' (already there for emotion), its icons are data: images
// (img-src data:), and the validator badge that would call validator.swagger.io is switched off.
// Each file is read once, answered with a strong ETag (304 to a matching If-None-Match) and kept
// compressed in memory, so the 1.7 MB bundle is gzipped once, not per request.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadSpec } from '../../contract';
import { paths } from '../../paths';
import { notFoundEnvelope } from './errors';
import { strongEtag } from './etag';

interface Served {
  body: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

/** The page and assets change only with a deploy; the contract too, but clients should see it soon. */
const ASSET_CACHE = 'public, max-age=86400';
const DOCUMENT_CACHE = 'public, max-age=300';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Security Response Centre</title>
<link rel="icon" type="image/png" href="/v2/docs/favicon-32x32.png">
<link rel="stylesheet" href="/v2/docs/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"></main>
<script src="/v2/docs/swagger-ui-bundle.js"></script>
<script src="/v2/docs/init.js"></script>
</body>
</html>
`;

// Swagger UI reads the JSON form of the contract from this site; "Try it out" calls go to the
// contract's servers, which the CSP's connect-src 'self' allows only for this site.
const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/v2/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    // Tags start folded: with every operation listed at once (142) Swagger UI stopped after the
    // first tag in Chromium; a reader opens the tag they need.
    docExpansion: 'none',
  });
});
`;

const ASSETS: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

function served(body: Buffer | string, type: string, cacheControl: string): Served {
  const buf = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const etag = strongEtag(buf);
  return { body: buf, type, etag, cacheControl };
}

function send(request: FastifyRequest, reply: FastifyReply, file: Served) {
  reply.header('etag', file.etag).header('cache-control', file.cacheControl).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  reply.type(file.type);
  const compressible = !file.type.startsWith('image/') && file.body.length > 1024;
  if (compressible && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    file.gzip ??= zlib.gzipSync(file.body, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(file.gzip);
  }
  return reply.send(file.body);
}

// Built once per process: the JSON form comes from the contract the routes were built from (already
// parsed, not parsed again for every app a process builds), and the files never change meanwhile.
let documents: Record<'page' | 'init' | 'yaml' | 'json', Served> | undefined;
const assets = new Map<string, Served>();

export function registerApiDocs(app: FastifyInstance) {
  const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  documents ??= {
    page: served(PAGE, 'text/html; charset=utf-8', 'no-cache'),
    init: served(INIT, 'text/javascript; charset=utf-8', ASSET_CACHE),
    yaml: served(fs.readFileSync(paths.spec, 'utf8'), 'application/yaml; charset=utf-8', DOCUMENT_CACHE),
    json: served(JSON.stringify(loadSpec()), 'application/json; charset=utf-8', DOCUMENT_CACHE),
  };
  const files = documents;

  app.get('/v2/docs', (request, reply) => send(request, reply, files.page));
  app.get('/v2/docs/', (request, reply) => send(request, reply, files.page));
  app.get('/v2/docs/init.js', (request, reply) => send(request, reply, files.init));
  app.get('/v2/openapi.yaml', (request, reply) => send(request, reply, files.yaml));
  app.get('/v2/openapi.json', (request, reply) => send(request, reply, files.json));
  app.get<{ Params: { name: string } }>('/v2/docs/:name', (request, reply) => {
    const { name } = request.params;
    const type = ASSETS[name];
    if (!type) return notFoundEnvelope(request, reply);
    let file = assets.get(name);
    if (!file) {
      file = served(fs.readFileSync(path.join(dist, name)), type, ASSET_CACHE);
      assets.set(name, file);
    }
    return send(request, reply, file);
  });
}
