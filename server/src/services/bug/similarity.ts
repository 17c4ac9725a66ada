// How alike two reports are (docs/rules.md#duplicate-hint): pg_trgm's similarity of the titles —
// character trigrams, so Chinese, which has no spaces to split words at, matches as well as
// English — raised when both name the same host. The researcher's hint and staff's similar reports
// use this one score.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index';

/** The least title similarity an item needs to be offered at all. */
export const MIN_TITLE_SIMILARITY = 0.12;
/** Added when the target addresses share their host. */
export const SAME_HOST_BONUS = 0.2;

const HOST = /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/)?([^/?#:\s]+)/;
// The same pattern in PostgreSQL's regular expressions (`substring … from` answers the group).
const HOST_SQL = '^(?:[A-Za-z][A-Za-z0-9+.-]*://)?([^/?#:[:space:]]+)';

/** The host of an address as typed ('' when none). */
export function hostOf(link: string): string {
  return HOST.exec(link.trim())?.[1]?.toLowerCase() ?? '';
}

export interface Source {
  /** The columns: `id`, `name` (the compared title), `link` (an address, or null) and any others. */
  select: SQL;
  /** FROM and WHERE. */
  from: SQL;
  /**
   * Read the rows first, then order them by distance (an OFFSET 0 fence): for a source the WHERE
   * keeps small (one researcher's reports, the approved disclosures), so its cost is bounded by
   * those rows; without it the planner may walk the title index over every report to find them.
   */
  fenced: boolean;
}

/**
 * The `limit` rows of a source most like a title, each with its `score`, most alike first. The
 * nearest `4 × limit` titles by trigram distance are taken first (unfenced over `bugs`: a walk of
 * the GiST index on `bugs.name`), then scored with the host: a row only a host could lift from far
 * behind is not offered.
 */
export async function mostAlike<T extends { id: number }>(db: Db, source: Source, against: { title: string; host: string }, limit: number): Promise<(T & { score: number })[]> {
  const sameHost = against.host ? sql`lower(substring(btrim(x.link) from ${HOST_SQL})) = ${against.host}` : sql`false`;
  const result = await db.execute(sql`
    select x.*, least(1, x.sim + case when ${sameHost} then ${SAME_HOST_BONUS}::float8 else 0 end) as score
    from (
      select s.*, public.similarity(s.name, ${against.title})::float8 as sim
      from (
        select * from (select ${source.select} from ${source.from}${source.fenced ? sql` offset 0` : sql``}) c
        order by c.name operator(public.<->) ${against.title} limit ${limit * 4}
      ) s
    ) x
    where x.sim >= ${MIN_TITLE_SIMILARITY}
    order by score desc, x.id desc
    limit ${limit}`);
  return (result as unknown as { rows: (T & { score: number })[] }).rows;
}

/** Scores as the contract shows them: two decimals. */
export const roundScore = (score: number) => Math.round(Number(score) * 100) / 100;
