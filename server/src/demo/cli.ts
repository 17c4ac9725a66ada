// `npm run demo`: loads the demo into the configured database (DATABASE_URL, or the embedded one
// under DATA_DIR). It refuses a database that already holds accounts other than the demo's, so
// it never mixes made-up people into real data.
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/index';
import { hasDemo, isEmpty, loadDemo } from './index';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  try {
    if (await hasDemo(database.db)) {
      process.stdout.write('The demo is already loaded.\n');
    } else if (!(await isEmpty(database.db))) {
      console.error('This database already has accounts: the demo loads only into an empty database.');
      process.exitCode = 1;
    } else {
      const demo = await loadDemo(database.db);
      process.stdout.write(`Loaded the demo: ${demo.users} accounts, ${demo.bugs} reports.\n`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
