// Opens the database: PGlite in DATA_DIR/db (the embedded default, one process, guarded by a lock
// file) or PostgreSQL through a connection pool when DATABASE_URL is set. Applies the migrations.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export { schema };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export class DatabaseLockedError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite must have one process per data directory: a second one would corrupt it. */
function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && processAlive(owner)) {
        throw new DatabaseLockedError(
          `The embedded database in ${path.dirname(lockFile)} is in use by process ${owner}. ` +
            'Stop that process, or set DATA_DIR to another folder (or DATABASE_URL for PostgreSQL).',
        );
      }
      fs.rmSync(lockFile, { force: true }); // left behind by a process that died
    }
  }
  throw new DatabaseLockedError(`Could not take the lock ${lockFile}`);
}

export interface OpenOptions {
  /** postgres:// address; otherwise the embedded database. */
  databaseUrl?: string;
  /** Folder of the embedded database; 'memory' for a throw-away one (tests). */
  pgliteDir?: string;
  /** PostgreSQL schema to use (tests isolate themselves in a schema of their own). */
  pgSchema?: string;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const searchPath = opts.pgSchema ? `-c search_path=${opts.pgSchema}` : undefined;
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, options: searchPath });
    if (opts.pgSchema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${opts.pgSchema}"`);
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder, migrationsSchema: opts.pgSchema ?? 'drizzle' });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }

  const dir = opts.pgliteDir ?? 'memory';
  let release = () => {};
  let client: PGlite;
  if (dir === 'memory') {
    client = new PGlite();
  } else {
    fs.mkdirSync(dir, { recursive: true });
    release = acquireLock(`${dir}.lock`);
    try {
      client = new PGlite(dir);
    } catch (err) {
      release();
      throw err;
    }
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (err) {
    await client.close();
    release();
    throw err;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async close() {
      await client.close();
      release();
    },
  };
}
