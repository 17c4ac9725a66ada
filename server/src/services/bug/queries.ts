// Report lists: the researcher's own, and the filters and CSV export the staff queue (queue.ts)
// builds on, as pages or as a CSV download (at most 10,000 rows, newest first).
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { BugLevelLabels, BugMainTypeLabels, BugStatusLabels } from '@generated/enums';
import type { Db } from '../../db/index';
import { bugs, users } from '../../db/schema';
import type { Lang } from '../../envelope';
import { invalid, t } from '../../messages/index';
import { toCsv } from '../csv';
import { enumText } from '../labels';
import { displayName } from '../names';
import { paging } from '../paging';
import { subTypeText } from './bug-types';
import { LIST_COLUMNS, listItem, rewardOf } from './present';
import { formatDateTime, parseDate } from '@common/contract-time';

export interface BugFilter {
  page?: number;
  pageSize?: number;
  status?: number;
  level?: number;
  mainType?: number;
  userId?: number;
  startTime?: string;
  endTime?: string;
  keyword?: string;
}

const EXPORT_LIMIT = 10_000;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function day(text: string | undefined, field: string, lang: Lang, endOfDay: boolean): Date | undefined {
  if (!text) return undefined;
  const at = parseDate(text, endOfDay);
  if (!at) throw invalid(lang, field, (m) => m.validation.notADate);
  return at;
}

/** The WHERE of a filter; `ownerId` limits it to one researcher's reports. */
export function bugWhere(filter: BugFilter, lang: Lang, opts: { ownerId?: number; keywordMatchesId?: boolean }): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (opts.ownerId !== undefined) parts.push(eq(bugs.userId, opts.ownerId));
  if (filter.userId !== undefined) parts.push(eq(bugs.userId, filter.userId));
  if (filter.status !== undefined) parts.push(eq(bugs.status, filter.status));
  if (filter.level !== undefined && filter.level >= 0) parts.push(sql`coalesce(${bugs.auditLevel}, ${bugs.level}) = ${filter.level}`);
  if (filter.mainType !== undefined) parts.push(eq(bugs.mainType, filter.mainType));
  let from = day(filter.startTime, 'startTime', lang, false);
  let to = day(filter.endTime, 'endTime', lang, true);
  if (from && to && from > to) [from, to] = [parseDate(filter.endTime!)!, parseDate(filter.startTime!, true)!];
  if (from) parts.push(gte(bugs.submittedAt, from));
  if (to) parts.push(lt(bugs.submittedAt, to));
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    const byId = opts.keywordMatchesId && /^\d{1,9}$/.test(keyword) ? eq(bugs.id, Number(keyword)) : undefined;
    parts.push(or(ilike(bugs.name, like), opts.keywordMatchesId ? undefined : ilike(bugs.link, like), byId));
  }
  return and(...parts);
}

export async function listMyBugs(db: Db, lang: Lang, userId: number, filter: BugFilter) {
  const where = bugWhere(filter, lang, { ownerId: userId });
  const { limit, offset } = paging(filter);
  // One query: the page and, beside each row, the count of all matching rows (a window over the
  // filtered set, read through the owner's index). Only a page past the end (no row to carry the
  // count) asks again.
  const rows = await db
    .select({ ...LIST_COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(bugs)
    .where(where)
    .orderBy(desc(bugs.submittedAt), desc(bugs.id))
    .limit(limit)
    .offset(offset);
  const total = rows[0]?.total ?? (offset > 0 ? ((await db.select({ n: count() }).from(bugs).where(where))[0]?.n ?? 0) : 0);
  return { total, bugs: rows.map((b) => listItem(b, lang)) };
}

/** The CSV of a list; the staff queue passes its own WHERE and ORDER BY (queue.ts). */
export async function exportBugs(db: Db, lang: Lang, filter: BugFilter, opts: { ownerId?: number; withReporter?: boolean; where?: SQL; orderBy?: SQL[] }): Promise<string> {
  const where = opts.where ?? bugWhere(filter, lang, { ownerId: opts.ownerId, keywordMatchesId: opts.withReporter });
  const rows = await db
    .select({ bug: bugs, nickname: users.nickname, email: users.email })
    .from(bugs)
    .innerJoin(users, eq(users.id, bugs.userId))
    .where(where)
    .orderBy(...(opts.orderBy ?? [desc(bugs.submittedAt), desc(bugs.id)]))
    .limit(EXPORT_LIMIT);
  const header = [...t(lang).bug.csvHeaders, ...(opts.withReporter ? [t(lang).bug.csvReporter] : [])];
  return toCsv(
    header,
    rows.map(({ bug, ...user }) => [
      bug.id,
      bug.name,
      enumText(BugLevelLabels, lang, bug.auditLevel ?? bug.level),
      enumText(BugStatusLabels, lang, bug.status),
      enumText(BugMainTypeLabels, lang, bug.mainType),
      subTypeText(bug.subType, lang),
      formatDateTime(bug.submittedAt),
      rewardOf(bug),
      ...(opts.withReporter ? [displayName(user)] : []),
    ]),
  );
}
