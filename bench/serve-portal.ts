// Child process of the benchmark: the real portal app on a prepared embedded database, listening
// on a free loopback port, which it prints as JSON on stdout. BENCH_PUBLIC_CACHE=off serves without
// the public reads' cache (to compare with it in one sitting).
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/index';
import path from 'node:path';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: serve-portal.ts DATA_DIR');
const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }),
  db: database.db,
  logger: { level: 'warn' },
  ...(process.env.BENCH_PUBLIC_CACHE === 'off' ? { publicCache: false } : {}),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }) + '\n');
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
