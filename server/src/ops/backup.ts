// Backups of the embedded database: one .tar.gz holding a manifest, PGlite's own dump of its data
// folder (dumpDataDir) and every stored upload (DATA_DIR/files). Both directions take the database's
// lock, so they are refused while a server runs on the folder (a copy taken under a running server
// could be torn). PostgreSQL (DATABASE_URL) is backed up through its own tools: backup-postgres.ts.
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { acquireLock } from '../db/index';
import { extractTar, padding, tarEnd, tarHeader, type EntrySink } from './tar';

export const MANIFEST = 'portal-backup.json';
const DB_DUMP = 'db.tar.gz';
export const FILE_ENTRY = /^files\/([A-Za-z0-9][A-Za-z0-9._-]{0,93})$/;

export class BackupError extends Error {}

interface Manifest {
  format: 1;
  kind: 'pglite';
  createdAt: string;
  files: number;
}

const dbDirOf = (dataDir: string) => path.join(dataDir, 'db');
const filesDirOf = (dataDir: string) => path.join(dataDir, 'files');

function nonEmptyDir(dir: string): boolean {
  return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
}

async function* archive(dump: Buffer, filesDir: string, names: string[]): AsyncGenerator<Buffer> {
  const entry = function* (name: string, body: Buffer) {
    yield tarHeader(name, body.length);
    yield body;
    yield padding(body.length);
  };
  const manifest: Manifest = { format: 1, kind: 'pglite', createdAt: new Date().toISOString(), files: names.length };
  yield* entry(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
  yield* entry(DB_DUMP, dump);
  for (const name of names) {
    const file = path.join(filesDir, name);
    const { size } = fs.statSync(file);
    yield tarHeader(`files/${name}`, size);
    let read = 0;
    for await (const chunk of fs.createReadStream(file)) {
      read += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    if (read !== size) throw new BackupError(`${file} changed while it was read`);
    yield padding(size);
  }
  yield tarEnd();
}

/** Writes DATA_DIR's database and files to `file` (.tar.gz); answers what it holds. */
export async function backupEmbedded(dataDir: string, file: string): Promise<{ dbBytes: number; files: number }> {
  const dbDir = dbDirOf(dataDir);
  if (!nonEmptyDir(dbDir)) throw new BackupError(`There is no embedded database in ${dbDir} to back up.`);
  const release = acquireLock(`${dbDir}.lock`);
  try {
    const client = new PGlite(dbDir);
    let dump: Buffer;
    try {
      await client.waitReady;
      dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
    const filesDir = filesDirOf(dataDir);
    const names = fs.existsSync(filesDir)
      ? fs
          .readdirSync(filesDir, { withFileTypes: true })
          .filter((d) => d.isFile() && FILE_ENTRY.test(`files/${d.name}`))
          .map((d) => d.name)
          .sort()
      : [];
    // Written under a temporary name first: a failed backup never leaves a half archive behind the real one.
    const partial = `${file}.partial`;
    try {
      await pipeline(Readable.from(archive(dump, filesDir, names)), createGzip(), fs.createWriteStream(partial));
      fs.renameSync(partial, file);
    } catch (err) {
      fs.rmSync(partial, { force: true });
      throw err;
    }
    return { dbBytes: dump.length, files: names.length };
  } finally {
    release();
  }
}

export function memorySink(into: Buffer[]): EntrySink {
  return { write: (chunk) => void into.push(Buffer.from(chunk)), end: () => {} };
}

/** Writes an entry to `target`; by default only where nothing is (flags 'wx'). */
export function fileSink(target: string, flags: 'wx' | 'w' = 'wx'): EntrySink {
  const out = fs.createWriteStream(target, { flags });
  const opened = new Promise<void>((resolve, reject) => out.once('open', () => resolve()).once('error', reject));
  return {
    async write(chunk) {
      await opened;
      if (!out.write(chunk)) await once(out, 'drain'); // rejects on the stream's error
    },
    async end() {
      await opened;
      await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    },
  };
}

/** Restores a backup into a DATA_DIR whose database and files folders are empty or missing. */
export async function restoreEmbedded(dataDir: string, file: string): Promise<{ dbBytes: number; files: number }> {
  if (!fs.existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  const dbDir = dbDirOf(dataDir);
  const filesDir = filesDirOf(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(`${dbDir}.lock`);
  try {
    if (nonEmptyDir(dbDir) || nonEmptyDir(filesDir)) {
      throw new BackupError(`${dataDir} already holds a database or files: restore into an empty DATA_DIR (nothing is overwritten).`);
    }
    fs.mkdirSync(filesDir, { recursive: true });
    const manifestParts: Buffer[] = [];
    const dumpParts: Buffer[] = [];
    let files = 0;
    try {
      await extractTar(fs.createReadStream(file).pipe(createGunzip()), (name) => {
        if (name === MANIFEST) return memorySink(manifestParts);
        if (name === DB_DUMP) return memorySink(dumpParts);
        const match = FILE_ENTRY.exec(name);
        if (!match) throw new BackupError(`unexpected entry in the backup: ${name}`);
        files++;
        return fileSink(path.join(filesDir, match[1]!));
      });
      const manifest = JSON.parse(Buffer.concat(manifestParts).toString('utf8') || '{}') as Partial<Manifest>;
      if (manifest.format !== 1 || manifest.kind !== 'pglite' || !dumpParts.length) {
        throw new BackupError(`${file} is not a backup of the embedded database.`);
      }
      const dump = Buffer.concat(dumpParts);
      const client = new PGlite(dbDir, { loadDataDir: new Blob([dump]) });
      await client.waitReady;
      await client.close();
      return { dbBytes: dump.length, files };
    } catch (err) {
      // Leave the folder as empty as it was found, so the restore can simply be run again.
      fs.rmSync(dbDir, { recursive: true, force: true });
      fs.rmSync(filesDir, { recursive: true, force: true });
      throw err;
    }
  } finally {
    release();
  }
}
