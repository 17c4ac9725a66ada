// The soak's database: the embedded one in the run's folder (the default), or, with
// SOAK_DATABASE_URL (a PostgreSQL server's address), a database of its own created on that server
// for the run and dropped after it, so each run starts from the demo alone like the embedded one.
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../server/src/db/index';

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
  const name = `portal_soak_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    label: `PostgreSQL (${url.host}, database ${name})`,
    serverEnv: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString() }),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
