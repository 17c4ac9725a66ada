// The embedded database's upkeep, which PostgreSQL's autovacuum does on a server. PGlite runs no
// background worker, so without it nothing ever removes the dead row versions updates leave, marks
// pages all-visible (without which a count reads every row instead of an index alone: the triage
// queue's totals, services/bug/queue.ts) or refreshes the planner's statistics. The hourly
// housekeeping runs it (jobs/housekeeping.ts).
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from './index';
import { nextTurn } from '../infra/yield-turn';

/** Whether `db` is the embedded database (PostgreSQL vacuums and analyzes by itself). */
export function isEmbedded(db: Db): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
}

/**
 * VACUUM (ANALYZE) of the portal's tables on the embedded database; nothing on PostgreSQL. Answers
 * whether it ran. The system catalogs are left out: they change little, and vacuuming them cost
 * more than all the portal's tables of a small database. A vacuum reads only the pages changed
 * since the last one; the statistics sample at most 30,000 rows a table, whatever its size.
 * One table at a time with a turn of the event loop between: the embedded database works on the
 * server's thread, and all tables in one statement held it for 0.45 s on the demo's database
 * (well over a second on a busy machine, long enough for the overload guard to refuse requests).
 */
export async function vacuumEmbedded(db: Db): Promise<boolean> {
  if (!isEmbedded(db)) return false;
  const result = await db.execute(sql`select format('%I', relname) as "table" from pg_class where relkind = 'r' and relnamespace = current_schema()::regnamespace order by relname`);
  // The names come from the catalog, quoted by format's %I.
  for (const { table } of (result as unknown as { rows: { table: string }[] }).rows) {
    await nextTurn();
    await db.execute(sql.raw(`vacuum (analyze) ${table}`));
  }
  return true;
}
