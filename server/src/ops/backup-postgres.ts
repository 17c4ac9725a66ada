// Backups with DATABASE_URL: one .tar.gz holding a manifest, PostgreSQL's own dump of the database
// (`pg_dump --format=custom`, db.pgdump) and, when uploads live in DATA_DIR/files, every file; with
// S3_URL the files stay in the bucket (whose versioning or replication is their backup) and the
// manifest says so. pg_dump reads one consistent snapshot, so the backup may run beside the servers;
// the restore (`pg_restore --clean --if-exists --single-transaction`) replaces the database's tables
// and is refused while anything else is connected to that database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { BackupError, FILE_ENTRY, fileSink, MANIFEST, memorySink } from './backup';
import { padding, tarEnd, tarHeader, extractTar, type EntrySink } from './tar';

const DB_DUMP = 'db.pgdump';

interface PostgresManifest {
  format: 1;
  kind: 'postgres';
  createdAt: string;
  /** Files in the archive, or null when they live in object storage (S3_URL) and are not in it. */
  files: number | null;
}

export interface PostgresBackupOptions {
  databaseUrl: string;
  dataDir: string;
  /** Uploads are in object storage: the archive holds the database only. */
  filesInS3: boolean;
}

/** The address without its password (pg_dump's arguments are visible to every user of the machine), and the password for PGPASSWORD. */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(databaseUrl);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr = (stderr + s).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (err) => reject(new BackupError(`Could not run ${command} (PostgreSQL's client tools must be on PATH): ${err.message}`)));
    child.once('close', resolve);
  });
  if (code !== 0) throw new BackupError(`${command} failed (exit code ${code}):\n${stderr.trim()}`);
}

async function* fileEntry(name: string, file: string): AsyncGenerator<Buffer> {
  const { size } = fs.statSync(file);
  yield tarHeader(name, size);
  let read = 0;
  for await (const chunk of fs.createReadStream(file)) {
    read += (chunk as Buffer).length;
    yield chunk as Buffer;
  }
  if (read !== size) throw new BackupError(`${file} changed while it was read`);
  yield padding(size);
}

async function* archive(manifest: PostgresManifest, dumpFile: string, filesDir: string, names: string[]): AsyncGenerator<Buffer> {
  const body = Buffer.from(JSON.stringify(manifest, null, 2));
  yield tarHeader(MANIFEST, body.length);
  yield body;
  yield padding(body.length);
  yield* fileEntry(DB_DUMP, dumpFile);
  for (const name of names) yield* fileEntry(`files/${name}`, path.join(filesDir, name));
  yield tarEnd();
}

export async function backupPostgres(opts: PostgresBackupOptions, file: string): Promise<{ dbBytes: number; files: number | null }> {
  const filesDir = path.join(opts.dataDir, 'files');
  const partial = `${file}.partial`;
  const dumpFile = `${file}.pgdump.partial`;
  const { url, env } = connection(opts.databaseUrl);
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dumpFile}`, `--dbname=${url}`], env);
    const names =
      !opts.filesInS3 && fs.existsSync(filesDir)
        ? fs
            .readdirSync(filesDir, { withFileTypes: true })
            .filter((d) => d.isFile() && FILE_ENTRY.test(`files/${d.name}`))
            .map((d) => d.name)
            .sort()
        : [];
    const manifest: PostgresManifest = { format: 1, kind: 'postgres', createdAt: new Date().toISOString(), files: opts.filesInS3 ? null : names.length };
    // Written under a temporary name first: a failed backup never leaves a half archive behind the real one.
    await pipeline(Readable.from(archive(manifest, dumpFile, filesDir, names)), createGzip(), fs.createWriteStream(partial));
    const dbBytes = fs.statSync(dumpFile).size;
    fs.renameSync(partial, file);
    return { dbBytes, files: manifest.files };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(dumpFile, { force: true });
  }
}

/**
 * Other clients' sessions on the database (servers, consoles): a restore under them would tear their
 * view. Only client backends count: autovacuum works on a database right after a large load or restore
 * and is no one's view. A client that has just disconnected (a stopped server, the backup's own
 * pg_dump) stays listed until its backend has exited, so sessions are counted again for a short while
 * before a restore is refused.
 */
async function otherSessions(databaseUrl: string, graceMs = 3_000): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const until = Date.now() + graceMs;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
      );
      const n = rows[0]!.n;
      if (n === 0 || Date.now() >= until) return n;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

export class DatabaseInUseError extends Error {}

/**
 * Restores a backup made with DATABASE_URL: the database's tables are replaced (pg_restore --clean
 * --if-exists in one transaction: all or nothing); files in the archive are written into
 * DATA_DIR/files (keys are unique, so a file already there under a key is the same upload).
 */
export async function restorePostgres(opts: PostgresBackupOptions, file: string): Promise<{ dbBytes: number; files: number }> {
  if (!fs.existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  const others = await otherSessions(opts.databaseUrl);
  if (others > 0) {
    throw new DatabaseInUseError(`${others} other session(s) are connected to the database: stop the servers (and close other clients) before a restore.`);
  }
  const filesDir = path.join(opts.dataDir, 'files');
  const dumpFile = `${path.join(opts.dataDir, 'tmp', path.basename(file))}.${process.pid}.pgdump`;
  fs.mkdirSync(path.dirname(dumpFile), { recursive: true });
  const manifestParts: Buffer[] = [];
  let manifest: Partial<PostgresManifest> | undefined;
  let files = 0;
  let sawDump = false;
  try {
    await extractTar(fs.createReadStream(file).pipe(createGunzip()), (name): EntrySink => {
      if (name === MANIFEST) return memorySink(manifestParts);
      manifest ??= JSON.parse(Buffer.concat(manifestParts).toString('utf8') || '{}') as Partial<PostgresManifest>;
      if (manifest.format !== 1 || manifest.kind !== 'postgres') {
        throw new BackupError(`${file} is not a backup of a PostgreSQL portal (embedded backups are restored without DATABASE_URL).`);
      }
      if (name === DB_DUMP) {
        sawDump = true;
        return fileSink(dumpFile);
      }
      const match = FILE_ENTRY.exec(name);
      if (!match) throw new BackupError(`unexpected entry in the backup: ${name}`);
      if (opts.filesInS3) throw new BackupError(`${file} holds files of DATA_DIR/files, but S3_URL is set: copy them into the bucket yourself, or restore without S3_URL.`);
      fs.mkdirSync(filesDir, { recursive: true });
      files++;
      return fileSink(path.join(filesDir, match[1]!), 'w');
    });
    if (!sawDump) throw new BackupError(`${file} holds no database dump.`);
    const { url, env } = connection(opts.databaseUrl);
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, dumpFile], env);
    return { dbBytes: fs.statSync(dumpFile).size, files };
  } finally {
    fs.rmSync(dumpFile, { force: true });
  }
}
