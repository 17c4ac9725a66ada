// The check behind `npm run ledger:verify` (docs/ledger.md): every record's hash, each account's chain
// and each balance, written as lines an operator reads; the exit code a cron job or a backup script
// stops on (1 when anything is wrong).
import { LedgerProblemKindLabels } from '@generated/enums';
import type { Db } from '../db/index';
import { checkLedger } from '../services/coins/ledger-check';

export async function verifyLedgerCommand(db: Db, write: (line: string) => void): Promise<0 | 1> {
  const result = await checkLedger(db);
  write(`${result.records} records of ${result.accounts} accounts checked at ${result.checkedTime}.\n`);
  for (const p of result.problems) {
    const where = p.recordId === null ? '' : ` record ${p.recordId} (seq ${p.seq})`;
    write(`user ${p.userId}${where}: ${LedgerProblemKindLabels.en[p.kind]}\n`);
  }
  write(result.ok ? 'The ledger is whole.\n' : `${result.problems.length} problem(s) found.\n`);
  return result.ok ? 0 : 1;
}
