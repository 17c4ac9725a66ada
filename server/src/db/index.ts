// Opens the database: PGlite in DATA_DIR/db (the embedded default, one process, guarded by a lock
// file) or PostgreSQL through a connection pool when DATABASE_URL is set. Applies the migrations.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { pgliteStartParams } from './pglite-memory';
import { paths } from '../paths';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export { schema };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations (already done unless opened with deferMigrations). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = paths.migrations;
/** The extensions the migrations create (PostgreSQL ships them; PGlite loads them when it opens). */
export const extensions = { pg_trgm };

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
export function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      // Released at close, or at exit when a shutdown deadline ends the process first (the folder
      // is no longer written once the process is gone, and the next start must not be refused).
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        process.off('exit', release);
        fs.rmSync(lockFile, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && processAlive(owner)) {
        throw new DatabaseLockedError(
          `The embedded database in ${path.dirname(lockFile)} is in use by process ${owner}. ` + 'Stop that process, or set DATA_DIR to another folder (or DATABASE_URL for PostgreSQL).',
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
  /** Leave the migrations to the caller's migrate() (the server listens, not ready, meanwhile). */
  deferMigrations?: boolean;
  /**
   * A throw-away embedded database started from this dump of a data folder (PGlite's
   * dumpDataDir) instead of an empty one: the tests migrate one template and copy it per file.
   */
  pgliteFrom?: Blob;
  /** The embedded database's shared buffers in MB (pglite-memory.ts); its default when unset. */
  pgliteSharedBuffersMb?: number;
}

function pgliteOptions(opts: OpenOptions) {
  return { extensions, startParams: pgliteStartParams(PGlite.defaultStartParams, opts.pgliteSharedBuffersMb) };
}

/**
 * The pool's close, resolved once every connection has closed. pg's `pool.end()` resolves as soon
 * as its clients are taken off its list, while each is still closing: a database dropped right after
 * (`DROP DATABASE … WITH (FORCE)`) terminated those, and the ended pool reported it as an uncaught
 * error. So each connected client is followed until its 'end'.
 */
function closeWhenEnded(pool: pg.Pool): () => Promise<void> {
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  return async () => {
    await pool.end();
    await Promise.all([...open].map((client) => new Promise((ended) => client.once('end', ended))));
  };
}

/** Connections a process holds to PostgreSQL at most (exported for the bench, which prints it). */
export const PG_POOL_MAX = 10;

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const searchPath = opts.pgSchema ? `-c search_path=${opts.pgSchema}` : undefined;
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: PG_POOL_MAX, options: searchPath });
    const close = closeWhenEnded(pool);
    if (opts.pgSchema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${opts.pgSchema}"`);
    const db = drizzlePg(pool, { schema });
    const migrate = () => migratePg(db, { migrationsFolder, migrationsSchema: opts.pgSchema ?? 'drizzle' });
    if (!opts.deferMigrations) await migrate();
    return { db: db as unknown as Db, kind: 'postgres', migrate, close };
  }

  const dir = opts.pgliteDir ?? 'memory';
  let release = () => {};
  let client: PGlite;
  if (dir === 'memory') {
    client = new PGlite(opts.pgliteFrom ? { loadDataDir: opts.pgliteFrom, ...pgliteOptions(opts) } : pgliteOptions(opts));
  } else {
    fs.mkdirSync(dir, { recursive: true });
    release = acquireLock(`${dir}.lock`);
    try {
      client = new PGlite(dir, pgliteOptions(opts));
    } catch (err) {
      release();
      throw err;
    }
  }
  try {
    await client.waitReady;
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema });
  const database: Database = {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    async close() {
      await client.close();
      release();
    },
  };
  if (!opts.deferMigrations) {
    try {
      await database.migrate();
    } catch (err) {
      await database.close();
      throw err;
    }
  }
  return database;
}
