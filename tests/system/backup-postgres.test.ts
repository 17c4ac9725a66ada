/** @module-tag postgres */
// Backup and restore with DATABASE_URL (CI's PostgreSQL lane): `npm run backup` writes pg_dump's dump and
// DATA_DIR/files into one archive; after rows and files are deleted, `npm run restore` gives back every
// row of every table and every file. A restore is refused while another session uses the database.
// Runs on a database of its own (created and dropped here), as a deployment would.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/index';
import { loadDemo } from '../../server/src/demo/index';
import { BackupError } from '../../server/src/ops/backup';
import { DatabaseInUseError, backupPostgres, restorePostgres } from '../../server/src/ops/backup-postgres';
import { fingerprint } from './table-fingerprint';

const FILES: Record<string, Buffer> = {
  '20261123120000-abc123.png': crypto.randomBytes(700_000),
  '20261123120001-def456.pdf': crypto.randomBytes(513),
};

describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore with DATABASE_URL', () => {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const dbName = `portal_backup_${crypto.randomBytes(4).toString('hex')}`;
  let databaseUrl: string;
  let work: string;
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
    const u = new URL(process.env.TEST_DATABASE_URL!);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-pgbackup-'));
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('gives back every row and file after they were deleted, and refuses a restore under a running server', async () => {
    const dataDir = path.join(work, 'data');
    const opts = { databaseUrl, dataDir, filesInS3: false };
    let database = await openDatabase({ databaseUrl });
    await loadDemo(database.db);
    const before = await fingerprint(database.db);
    expect(Number(before.users!.split(':')[0])).toBeGreaterThan(40);
    fs.mkdirSync(path.join(dataDir, 'files'), { recursive: true });
    for (const [name, body] of Object.entries(FILES)) fs.writeFileSync(path.join(dataDir, 'files', name), body);

    // pg_dump reads a snapshot: the backup may run beside a server.
    const archive = path.join(work, 'portal.tar.gz');
    expect(await backupPostgres(opts, archive)).toMatchObject({ files: 2 });
    expect(fs.existsSync(`${archive}.partial`)).toBe(false);

    // The ledger refuses DELETE and TRUNCATE by design, so the loss takes the whole table with it.
    await database.db.execute(sql`delete from uploads`);
    await database.db.execute(sql`drop table ledger cascade`);
    await database.db.execute(sql`truncate users cascade`);
    expect(await fingerprint(database.db)).not.toEqual(before);
    for (const name of Object.keys(FILES)) fs.rmSync(path.join(dataDir, 'files', name));

    // A restore under a connected server is refused, and changes nothing.
    await expect(restorePostgres(opts, archive)).rejects.toThrow(DatabaseInUseError);
    expect(fs.readdirSync(path.join(dataDir, 'files'))).toEqual([]);
    await database.close();

    expect(await restorePostgres(opts, archive)).toMatchObject({ files: 2 });
    for (const [name, body] of Object.entries(FILES)) expect(fs.readFileSync(path.join(dataDir, 'files', name)).equals(body)).toBe(true);
    database = await openDatabase({ databaseUrl });
    try {
      expect(await fingerprint(database.db)).toEqual(before);
    } finally {
      await database.close();
    }

    // With S3_URL the files are the bucket's to keep: the archive holds the database only, and a
    // restore will not put an archive's files into a folder nobody reads.
    const dbOnly = path.join(work, 'db-only.tar.gz');
    expect(await backupPostgres({ ...opts, filesInS3: true }, dbOnly)).toMatchObject({ files: null });
    await expect(restorePostgres({ ...opts, filesInS3: true }, archive)).rejects.toThrow(BackupError);
    expect(await restorePostgres({ ...opts, filesInS3: true }, dbOnly)).toMatchObject({ files: 0 });
  }, 600_000); // a demo load, pg_dump and pg_restore on a shared machine
});
