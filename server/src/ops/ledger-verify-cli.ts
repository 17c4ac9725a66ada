// `npm run ledger:verify`: the console's ledger check from a shell (docs/ledger.md) — every record's
// hash, each account's chain and each balance. Prints what it found; exits 1 when anything is wrong,
// so a cron job or a backup script can stop on it. The embedded database allows one process: stop
// the server first (PostgreSQL has no such limit).
import path from 'node:path';
import { LedgerProblemKindLabels } from '@generated/enums';
import { loadConfig } from '../config';
import { openDatabase } from '../db/index';
import { checkLedger } from '../services/coins/ledger-check';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
try {
  const result = await checkLedger(database.db);
  process.stdout.write(`${result.records} records of ${result.accounts} accounts checked at ${result.checkedTime}.\n`);
  for (const p of result.problems) {
    const where = p.recordId === null ? '' : ` record ${p.recordId} (seq ${p.seq})`;
    process.stdout.write(`user ${p.userId}${where}: ${LedgerProblemKindLabels.en[p.kind]}\n`);
  }
  process.stdout.write(result.ok ? 'The ledger is whole.\n' : `${result.problems.length} problem(s) found.\n`);
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await database.close();
}
