// The bench's databases on PostgreSQL (BENCH_DATABASE_URL): one of the run's own per data set,
// created empty on that server and dropped when the data set is done, so runs by other people on
// the same server (and an earlier run that was killed) never meet each other's rows.
import crypto from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  /** The address of the run's database, for openDatabase and the portal child's DATABASE_URL. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** "PostgreSQL 15.8 at 127.0.0.1:55432": what the printed figures were measured on. */
export async function describeServer(adminUrl: string): Promise<string> {
  const { rows } = await adminQuery(adminUrl, 'SHOW server_version');
  const u = new URL(adminUrl);
  return `PostgreSQL ${String((rows[0] as { server_version: string }).server_version).split(' ')[0]} at ${u.hostname}:${u.port || '5432'}`;
}

/** `kind` names the run in the database's name (`portal_bench_…`, `portal_soak_…`). */
export async function createBenchDatabase(adminUrl: string, kind = 'bench'): Promise<BenchDatabase> {
  // The pid tells whose a leftover is; the random part keeps two scales (or runs) apart.
  const name = `portal_${kind}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  let dropped = false;
  return {
    url: withDatabase(adminUrl, name),
    name,
    async drop() {
      if (dropped) return;
      dropped = true;
      // FORCE: a portal child that did not stop in time still holds connections.
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
