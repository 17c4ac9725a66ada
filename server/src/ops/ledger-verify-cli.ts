// `npm run ledger:verify`: the console's ledger check from a shell (ledger-verify-command.ts). The
// embedded database allows one process: stop the server first (PostgreSQL has no such limit).
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/index';
import { verifyLedgerCommand } from './ledger-verify-command';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
try {
  process.exitCode = await verifyLedgerCommand(database.db, (line) => process.stdout.write(line));
} finally {
  await database.close();
}
