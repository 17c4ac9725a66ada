// What a backup must give back, as one value per table: compare a database's fingerprint before
// the backup with the restored one's.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/index';

/** Every table of the public schema: its row count and a digest of all its rows. */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  type Rows<T> = { rows: T[] };
  const tables = (await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)) as unknown as Rows<{
    name: string;
  }>;
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const q = `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`;
    const [row] = ((await db.execute(sql.raw(q))) as unknown as Rows<{ n: number; h: string }>).rows;
    out[name] = `${row!.n}:${row!.h}`;
  }
  return out;
}
