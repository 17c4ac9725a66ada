// The soak's database: the embedded one in the run's folder (the default), or, with
// SOAK_DATABASE_URL (a PostgreSQL server's address), a database of its own created on that server
// for the run and dropped after it, so each run starts from the demo alone like the embedded one.
import path from 'node:path';
import { openDatabase, type Database } from '../server/src/db/index';
import { createBenchDatabase } from './bench-database';

export interface SoakDatabase {
  label: string;
  /** What the server's environment gets: DATABASE_URL for PostgreSQL, nothing for the embedded one. */
  serverEnv: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function soakDatabase(dir: string, serverUrl = process.env.SOAK_DATABASE_URL): Promise<SoakDatabase> {
  if (!serverUrl) {
    return { label: 'the embedded database', serverEnv: {}, open: () => openDatabase({ pgliteDir: path.join(dir, 'db') }), drop: async () => {} };
  }
  const db = await createBenchDatabase(serverUrl, 'soak');
  const url = new URL(db.url);
  return {
    label: `PostgreSQL (${url.host}, database ${db.name})`,
    serverEnv: { DATABASE_URL: db.url },
    open: () => openDatabase({ databaseUrl: db.url }),
    drop: () => db.drop(),
  };
}
