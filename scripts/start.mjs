// `npm start` and the other server commands: builds dist/ when it is missing or older than its
// sources (so `npm ci && npm start` works on a fresh clone), then runs the bundle in this process —
// no wrapper process between the signal and the server, so SIGTERM drains it directly.
// `node scripts/start.mjs [main|admin|demo|backup|restore] [arguments…]`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRIES, distDir, ensureBuilt } from './build.mjs';

const entry = process.argv[2] && !process.argv[2].startsWith('-') && process.argv[2] in SERVER_ENTRIES ? process.argv[2] : 'main';
if (entry === process.argv[2]) process.argv.splice(2, 1); // the command reads its own arguments from argv[2]
process.setSourceMapsEnabled(true); // stack traces name the TypeScript sources (dist has .map files)
await ensureBuilt();
await import(pathToFileURL(path.join(distDir, 'server', `${entry}.mjs`)).href);
