// `npm run admin -- grant EMAIL [--role ROLE[,ROLE…]] | revoke EMAIL | reset-second-factor EMAIL`:
// the staff commands of server/src/ops/admin-command.ts on the configured database (DATABASE_URL,
// or the embedded one in DATA_DIR). Bad arguments print the usage without opening the database.
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/index';
import { parseAdminCommand, runAdminCommand, type AdminResult } from './ops/admin-command';

async function main() {
  const parsed = parseAdminCommand(process.argv.slice(2));
  let result: AdminResult;
  if ('code' in parsed) result = parsed;
  else {
    const config = loadConfig();
    const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
    try {
      result = await runAdminCommand(database, parsed);
    } finally {
      await database.close();
    }
  }
  if (result.out) process.stdout.write(`${result.out}\n`);
  if (result.err) console.error(result.err);
  process.exitCode = result.code;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
