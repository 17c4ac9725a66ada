// How alike two reports are (docs/rules.md#duplicate-hint): pg_trgm's similarity of the titles —
// character trigrams, so Chinese, which has no spaces to split words at, matches as well as
// English — raised when both name the same host. The researcher's hint and staff's similar reports
// use this one score.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

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

/** The title similarity of a column to a title (0 to 1). */
export function titleSimilarity(column: AnyColumn, title: string): SQL<number> {
  return sql<number>`public.similarity(${column}, ${title})`;
}

/** Whether a column is alike enough to a title to be offered. */
export function alikeEnough(column: AnyColumn, title: string): SQL {
  return sql`public.similarity(${column}, ${title}) >= ${MIN_TITLE_SIMILARITY}`;
}

/** The score (0 to 1) of an item's title and address against a title and host. */
export function similarityScore(title: AnyColumn, link: AnyColumn | null, against: { title: string; host: string }): SQL<number> {
  const sameHost = link && against.host ? sql`lower(substring(btrim(${link}) from ${HOST_SQL})) = ${against.host}` : sql`false`;
  return sql<number>`least(1, public.similarity(${title}, ${against.title})::float8 + case when ${sameHost} then ${SAME_HOST_BONUS}::float8 else 0 end)`;
}

/** Scores as the contract shows them: two decimals. */
export const roundScore = (score: number) => Math.round(Number(score) * 100) / 100;
