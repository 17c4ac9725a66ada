// Backup and restore: `npm run backup` / `npm run restore` of the embedded database. A backup restored
// into an empty DATA_DIR gives back every row of every table and every stored file byte for byte;
// both are refused while a server (anything holding the database's lock) runs on the folder, and a
// restore never overwrites a folder that already holds data.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DatabaseLockedError, openDatabase } from '../../server/src/db/index';
import { seedDataDir } from '../contract/harness';
import { BackupError, backupEmbedded, restoreEmbedded } from '../../server/src/ops/backup';
import { fingerprint } from './table-fingerprint';

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-backup-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const FILES: Record<string, Buffer> = {
  '20261123120000-abc123.png': crypto.randomBytes(1_500_000),
  '20261123120001-def456.pdf': crypto.randomBytes(513),
  '20261123120002-ghi789.txt': Buffer.alloc(0),
};

it('restores every row and file into an empty DATA_DIR, and is refused while the database is in use', async () => {
  const source = path.join(work, 'source');
  seedDataDir(source, { demo: true });
  const database = await openDatabase({ pgliteDir: path.join(source, 'db') });
  const before = await fingerprint(database.db);
  // The embedded database runs with the smaller pool the server's memory budget assumes, or the configured one.
  const sharedBuffers = async (db: typeof database.db) => ((await db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] }).rows[0]!.shared_buffers;
  expect(await sharedBuffers(database.db)).toBe('16MB');
  expect(Number(before.users!.split(':')[0])).toBeGreaterThan(40);

  // While a server holds the database, neither command touches it.
  const archive = path.join(work, 'portal.tar.gz');
  await expect(backupEmbedded(source, archive)).rejects.toThrow(DatabaseLockedError);
  await database.close();

  fs.mkdirSync(path.join(source, 'files'), { recursive: true });
  for (const [name, body] of Object.entries(FILES)) fs.writeFileSync(path.join(source, 'files', name), body);
  expect(await backupEmbedded(source, archive)).toMatchObject({ files: 3 });
  expect(fs.existsSync(`${archive}.partial`)).toBe(false);

  const target = path.join(work, 'target');
  expect(await restoreEmbedded(target, archive)).toMatchObject({ files: 3 });
  for (const [name, body] of Object.entries(FILES)) expect(fs.readFileSync(path.join(target, 'files', name)).equals(body)).toBe(true);
  const restored = await openDatabase({ pgliteDir: path.join(target, 'db'), pgliteSharedBuffersMb: 24 });
  try {
    expect(await sharedBuffers(restored.db)).toBe('24MB');
    expect(await fingerprint(restored.db)).toEqual(before);
    // Running on the restored folder: a restore into it is refused by the lock.
    await expect(restoreEmbedded(target, archive)).rejects.toThrow(DatabaseLockedError);
  } finally {
    await restored.close();
  }
  // Stopped, the folder is still not empty: a restore never overwrites data.
  await expect(restoreEmbedded(target, archive)).rejects.toThrow(BackupError);
  expect(fs.existsSync(path.join(target, 'db.lock'))).toBe(false);
}, 600_000);

it('refuses an archive that is not a backup, and leaves the folder empty', async () => {
  const bogus = path.join(work, 'bogus.tar.gz');
  fs.writeFileSync(bogus, Buffer.from('not gzip at all'));
  const target = path.join(work, 'empty');
  await expect(restoreEmbedded(target, bogus)).rejects.toThrow();
  expect(fs.existsSync(path.join(target, 'db'))).toBe(false);
  expect(fs.readdirSync(target).filter((n) => n !== 'files')).toEqual([]);
});
