// Child process of the streams bench, and of the main bench with BENCH_PUBLIC_CACHE=off (the main
// bench otherwise serves the bundle, bundled-server.ts): the real portal app from its sources on a
// prepared database, listening on a free loopback port, which it prints as JSON on stdout. BENCH_PUBLIC_CACHE=off serves without
// the public reads' cache (to compare with it in one sitting). BENCH_LOG_LEVEL (default warn) sets
// the log level; lines go through the server's own non-blocking stream (log-stream.ts) to a file in
// the data directory, as a log collector would read them, not to the bench's pipe. BENCH_METRICS=on
// serves with the metrics on (a METRICS_TOKEN: every request measured), to compare their cost.
// BENCH_CONTROL=on reads commands from stdin for the streams bench (bench/serve-control.ts).
// A second argument, a postgres:// address, serves that prepared PostgreSQL database instead of
// DATA_DIR/db, as the app's DATABASE_URL (its LISTEN/NOTIFY change feed, rate limits in the
// database). An argument, not the environment: a DATABASE_URL exported in the shell must not send
// a bench's server to the database it names.
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/index';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { BoundedLogStream } from '../server/src/log-stream';
import { answerCommands } from './serve-control';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: serve-portal.ts DATA_DIR [DATABASE_URL]');
const databaseUrl = process.argv[3];
const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'db') });
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.BENCH_METRICS === 'on' ? { METRICS_TOKEN: crypto.randomBytes(24).toString('hex') } : {}),
  }),
  db: database.db,
  logger: { level: process.env.BENCH_LOG_LEVEL ?? 'warn', stream: new BoundedLogStream(fs.openSync(path.join(dataDir, 'server.log'), 'a')) },
  ...(process.env.BENCH_PUBLIC_CACHE === 'off' ? { publicCache: false } : {}),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }) + '\n');
if (process.env.BENCH_CONTROL === 'on') answerCommands(database.db);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
