// Where the server finds the files it reads at run time. From the sources (tsx, tests) they sit in
// the repository; from the bundle (`npm run build`, dist/server/*.mjs) they were copied beside it,
// so `npm ci --omit=dev && node dist/server/main.mjs` needs nothing outside dist/ but node_modules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Replaced by `true` in the bundle (esbuild's define, scripts/build.mjs); undefined from the sources. */
declare const __PORTAL_BUNDLE__: boolean | undefined;

const bundled = typeof __PORTAL_BUNDLE__ !== 'undefined' && __PORTAL_BUNDLE__;
// server/src from the sources; dist/server in the bundle (each entry is one file there, no chunks).
const serverDir = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(serverDir, '..');
const repo = path.resolve(serverDir, '../..');

export const paths = {
  /** The OpenAPI document the routes are built from. */
  spec: bundled ? path.join(dist, 'openapi/openapi.yaml') : path.join(repo, 'generated/openapi.yaml'),
  /** The same document as JSON, written by the build (faster to read at start); none from the sources. */
  specJson: bundled ? path.join(dist, 'openapi/openapi.json') : undefined,
  /** Drizzle's migrations (SQL and journal). */
  migrations: bundled ? path.join(serverDir, 'migrations') : path.join(serverDir, 'db/migrations'),
  /** The built web app served under /v2/ (Vite writes it to dist/web). */
  webDist: bundled ? path.join(dist, 'web') : path.join(repo, 'dist/web'),
  /** `node` arguments that run the demo command (demo/cli.ts): its built entry, or its source through tsx. */
  demoCommand: bundled ? [path.join(serverDir, 'demo.mjs')] : ['--import', 'tsx', path.join(serverDir, 'demo/cli.ts')],
  /** The rich-text sanitiser's thread (services/sanitize): built beside the entries, or loaded through tsx. */
  sanitizeWorker: bundled ? path.join(serverDir, 'sanitize-worker.mjs') : path.join(serverDir, 'services/sanitize/worker-from-sources.mjs'),
};
