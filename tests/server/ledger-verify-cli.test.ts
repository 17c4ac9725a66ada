// `npm run ledger:verify` as an operator runs it: the command on a data folder (the embedded
// database), exit code 0 and "whole" on an untouched ledger, exit code 1 naming the record once a
// record was changed behind the ledger's triggers (docs/ledger.md). The whole ledger's answer is the
// command run in process; the real CLI (a child process, seconds each) runs once, on the broken one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/index';
import { users } from '../../server/src/db/schema';
import { CoinType, postLedger } from '../../server/src/services/coins/ledger';
import { verifyLedgerCommand } from '../../server/src/ops/ledger-verify-command';
import { seedDataDir } from '../contract/harness';

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-ledger-verify-'));
  seedDataDir(dataDir);
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Opens the folder's database for `fn`, closed again before the command runs (one process at a time). */
async function withDatabase<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

const verify = () =>
  spawnSync(path.resolve('node_modules/.bin/tsx'), ['server/src/ops/ledger-verify-cli.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

describe('npm run ledger:verify', () => {
  it('exits 0 on a whole ledger and 1 naming the changed record', async () => {
    const recordId = await withDatabase(async (db) => {
      const [ada] = await db.insert(users).values({ email: 'ada.ledger@example.org', nickname: 'Ada' }).returning({ id: users.id });
      await db.transaction((tx) => postLedger(tx, { userId: ada!.id, type: CoinType.BugRating, amount: 500, earned: true, at: new Date('2026-10-10T02:00:00Z') }));
      const second = await db.transaction((tx) => postLedger(tx, { userId: ada!.id, type: CoinType.BugRating, amount: 300, earned: true, at: new Date('2026-10-12T02:00:00Z') }));
      return second;
    });
    let whole = '';
    expect(await withDatabase((db) => verifyLedgerCommand(db, (line) => (whole += line)))).toBe(0);
    expect(whole).toMatch(/^2 records of 1 accounts checked at .+\.\nThe ledger is whole\.\n$/);

    await withDatabase(async (db) => {
      // What someone with the database's password could do: the append-only triggers off.
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update ledger set amount = 3000 where amount = 300`);
      });
    });
    const broken = verify();
    expect(broken.stderr).toBe('');
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain(`record ${recordId.id} (seq 2): `);
    expect(broken.stdout).toMatch(/problem\(s\) found\.\n$/);
  }, 120_000);
});
