// `npm start` and the other server commands: builds dist/ when it is missing or older than its
// sources (so `npm ci && npm start` works on a fresh clone), then runs the bundle in this process —
// no wrapper process between the signal and the server, so SIGTERM drains it directly.
// `node scripts/start.mjs [main|admin|demo|backup|restore] [arguments…]`.
//
// `npm start` runs it with the server's memory settings (package.json; they must be given before
// Node starts, so they sit in the script, and `node dist/server/main.mjs` in production takes the same,
// docs/operations.md). Measured under the soak (bench/soak.ts), each kept what it saves:
// - MALLOC_MMAP_THRESHOLD_=131072: glibc serves blocks of 128 KiB and more from mmap and gives them
//   back when freed. By default it raises that threshold after each large block freed, and later
//   large blocks (buffers, database results) come from its heaps, where what is freed stays resident
//   between what is not: about 40 MB of the soak's RSS (malloc_trim in a debugger gave back 73 MB).
// - --max-semi-space-size=2: a young generation of 4 MB instead of 32 MB; scavenges are more
//   frequent and each shorter (under 2% of a core at the soak's rate, on a busy machine).
// - --max-old-space-size=512: V8 grows the old generation by a smaller factor of what is alive
//   under a smaller cap (about 1.4× instead of up to 4×), so it collects sooner; the heap alive is
//   about 65 MB with the demo and 500 notice streams, so 512 MB leaves room for large exports.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRIES, distDir, ensureBuilt } from './build.mjs';

const entry = process.argv[2] && !process.argv[2].startsWith('-') && process.argv[2] in SERVER_ENTRIES ? process.argv[2] : 'main';
if (entry === process.argv[2]) process.argv.splice(2, 1); // the command reads its own arguments from argv[2]
process.setSourceMapsEnabled(true); // stack traces name the TypeScript sources (dist has .map files)
await ensureBuilt();
await import(pathToFileURL(path.join(distDir, 'server', `${entry}.mjs`)).href);
