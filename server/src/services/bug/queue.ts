// The staff triage queue: the researcher's filters (queries.ts) plus the staff ones (activity,
// researcher, urged, unread researcher reply, assignee) and the queue's sorts. The list and the CSV
// export share the WHERE and the ORDER BY, so the file holds exactly what the screen showed.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '@generated/api';
import { BugQueueSort, BugStatus } from '@generated/enums';
import type { Db } from '../../db/index';
import { bugs, users } from '../../db/schema';
import type { Lang } from '../../envelope';
import { personCard } from '../names';
import { paging } from '../paging';
import { getSetting } from '../settings/settings';
import { listItem } from './present';
import { breachedSql, nextDueSql, slaRow } from './sla';
import { regulatorOverdueSql } from './regulator';
import { bugWhere, exportBugs } from './queries';
import { formatDateTime } from '@common/contract-time';

/** The queue's filters and sort: the contract's AdminBugQueueFilter, one schema for the list and the export. */
export type QueueFilter = components['schemas']['AdminBugQueueFilter'];

const OPEN = [BugStatus.Unreviewed, BugStatus.UnderReview];
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Urged since staff last moved it, while still awaiting review (as the queue row's `urged`). */
const urgedSql = sql`(${bugs.lastUrgedAt} is not null and ${bugs.lastUrgedAt} >= ${bugs.updatedAt} and ${inArray(bugs.status, OPEN)})`;
/** The researcher wrote after the last staff reply the researcher could see. */
const unreadSql = sql`(${bugs.lastReporterReplyAt} is not null and (${bugs.lastStaffReplyAt} is null or ${bugs.lastReporterReplyAt} > ${bugs.lastStaffReplyAt}))`;

/**
 * The filter's conditions: `broad` holds the two that keep most reports (not waiting for the
 * researcher, missed a target), which the total counts by their complement (queueTotal), `narrow`
 * every other one.
 */
function queueConditions(filter: QueueFilter, lang: Lang, staffId: number, now: Date): { narrow: (SQL | undefined)[]; broad: SQL[] } {
  const parts: (SQL | undefined)[] = [bugWhere(filter, lang, { keywordMatchesId: true })];
  const broad: SQL[] = [];
  if (filter.activityId !== undefined) parts.push(eq(bugs.activityId, filter.activityId));
  const reporter = filter.reporter?.trim();
  if (reporter) {
    const like = `%${escapeLike(reporter)}%`;
    const byId = /^\d{1,9}$/.test(reporter) ? eq(bugs.userId, Number(reporter)) : undefined;
    parts.push(or(byId, sql`${bugs.userId} in (select ${users.id} from ${users} where ${users.nickname} ilike ${like} or ${users.email} ilike ${like})`));
  }
  if (filter.urged !== undefined) parts.push(filter.urged ? urgedSql : not(urgedSql));
  if (filter.unreadReply !== undefined) parts.push(filter.unreadReply ? unreadSql : not(unreadSql));
  // Waiting for the researcher's answer (info-request.ts): the open pause of the SLA clocks.
  if (filter.needsInfo !== undefined) (filter.needsInfo ? parts : broad).push(filter.needsInfo ? isNotNull(bugs.infoRequestedAt) : isNull(bugs.infoRequestedAt));
  if (filter.missedTarget !== undefined) (filter.missedTarget ? broad : parts).push(filter.missedTarget ? breachedSql(now) : not(breachedSql(now)));
  if (filter.regulatorOverdue !== undefined) parts.push(filter.regulatorOverdue ? regulatorOverdueSql(now) : not(regulatorOverdueSql(now)));
  if (filter.assigned === 'me') parts.push(eq(bugs.assigneeId, staffId));
  else if (filter.assigned === 'none') parts.push(isNull(bugs.assigneeId));
  else if (filter.assigned) parts.push(eq(bugs.assigneeId, Number(filter.assigned)));
  return { narrow: parts, broad };
}

/** The filter's WHERE: the one reading of AdminBugQueueFilter (an invalid day answers 1001 naming it). */
export function queueWhere(filter: QueueFilter, lang: Lang, staffId: number, now: Date): SQL | undefined {
  const { narrow, broad } = queueConditions(filter, lang, staffId, now);
  return and(...narrow, ...broad);
}

/**
 * The pager's exact total. Counting a broad filter's rows reads and decodes nearly every report
 * (their columns far into the row), so it is counted as the rest of the filter's rows less those a
 * broad condition drops (inclusion–exclusion over both when both are set). The rest's count without
 * any condition reads the smallest index, the dropped few an index of their own (the needsInfo
 * filter's, bugs_sla_met_idx), on the embedded database once a vacuum has marked the pages visible
 * (db/maintenance.ts; PostgreSQL's autovacuum does it there). Exact, as neither condition is ever
 * null: the rows one drops are exactly the rows its negation keeps.
 */
async function queueTotal(db: Db, filter: QueueFilter, lang: Lang, staffId: number, now: Date): Promise<number> {
  const { narrow, broad } = queueConditions(filter, lang, staffId, now);
  if (broad.length === 0) {
    const [row] = await db
      .select({ n: count() })
      .from(bugs)
      .where(and(...narrow));
    return row?.n ?? 0;
  }
  // Each subset of the broad conditions, negated, with the sign inclusion–exclusion gives it.
  const terms = broad
    .reduce<SQL[][]>((subsets, condition) => [...subsets, ...subsets.map((s) => [...s, not(condition)])], [[]])
    .map((dropped) => {
      const where = and(...narrow, ...dropped) ?? sql`true`;
      return sql`${sql.raw(dropped.length % 2 ? '-' : '+')} (select count(*) from ${bugs} where ${where})`;
    });
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select (0 ${sql.join(terms, sql` `)})::int as n`));
  return row?.n ?? 0;
}

/** Awaiting review first, written as the index bugs_waiting_idx writes it (constants, not parameters). */
const awaitingSql = sql`(${bugs.status} in (${sql.raw(OPEN.join(', '))}))`;

function queueOrder(sort: BugQueueSort | undefined, now: Date): SQL[] {
  switch (sort) {
    case BugQueueSort.TimeLeft:
      // Overdue first (their due time is the earliest), reports with no open clock last.
      return [sql`${nextDueSql(now)} asc nulls last`, asc(bugs.id)];
    case BugQueueSort.Waiting:
      return [sql`${awaitingSql} desc`, asc(bugs.submittedAt), asc(bugs.id)];
    case BugQueueSort.Urged:
      return [sql`${urgedSql} desc`, desc(bugs.submittedAt), desc(bugs.id)];
    case BugQueueSort.LatestReply:
      return [sql`${bugs.lastReporterReplyAt} desc nulls last`, desc(bugs.id)];
    default:
      return [desc(bugs.submittedAt), desc(bugs.id)];
  }
}

/**
 * The ids of one page by time left. Its key adds the open pause so far to the stored due time,
 * which no index holds, so the reports not paused (read in order off bugs_sla_next_due_idx) and the
 * few paused ones (sorted apart) are merged; each side needs at most the rows up to the page's end.
 */
function timeLeftPage(where: SQL | undefined, now: Date, limit: number, offset: number): SQL {
  const upTo = limit + offset;
  const filtered = (extra: SQL) => (where ? sql`${where} and ${extra}` : extra);
  return sql`${bugs.id} in (select "id" from (
    (select ${bugs.id}, ${bugs.slaNextDueAt} as "due" from ${bugs} where ${filtered(sql`${bugs.infoRequestedAt} is null`)}
      order by ${bugs.slaNextDueAt} asc nulls last, ${bugs.id} asc limit ${upTo})
    union all
    (select ${bugs.id}, ${nextDueSql(now)} as "due" from ${bugs} where ${filtered(sql`${bugs.infoRequestedAt} is not null`)}
      order by "due" asc nulls last, ${bugs.id} asc limit ${upTo})
  ) as "page" order by "due" asc nulls last, "id" asc limit ${limit} offset ${offset})`;
}

/** `now`: the time the SLA clocks are judged at (the `missedTarget` filter, the time-left sort, the rows' clocks). */
export async function listAdminBugs(db: Db, lang: Lang, staffId: number, filter: QueueFilter & { page?: number; pageSize?: number }, now = new Date()) {
  const targets = await getSetting(db, 'slaTargets');
  const where = queueWhere(filter, lang, staffId, now);
  const { limit, offset } = paging(filter);
  const byTimeLeft = filter.sort === BugQueueSort.TimeLeft;
  const assignee = alias(users, 'assignee');
  const [rows, total] = await Promise.all([
    db
      .select({
        bug: bugs,
        nickname: users.nickname,
        email: users.email,
        portrait: users.portrait,
        assignee: { id: assignee.id, nickname: assignee.nickname, email: assignee.email, portrait: assignee.portrait },
        urged: sql<boolean>`${urgedSql}`,
        unread: sql<boolean>`${unreadSql}`,
      })
      .from(bugs)
      .innerJoin(users, eq(users.id, bugs.userId))
      .leftJoin(assignee, eq(assignee.id, bugs.assigneeId))
      .where(byTimeLeft ? and(where, timeLeftPage(where, now, limit, offset)) : where)
      .orderBy(...queueOrder(filter.sort, now))
      .limit(limit)
      .offset(byTimeLeft ? 0 : offset),
    queueTotal(db, filter, lang, staffId, now),
  ]);
  return {
    total,
    bugs: rows.map(({ bug, assignee: a, urged, unread, ...user }) => {
      const item = listItem(bug, lang);
      return {
        id: item.id,
        name: item.name,
        level: (bug.auditLevel ?? bug.level) as 0 | 1 | 2 | 3 | 4,
        status: item.status,
        statusText: item.statusText,
        mainTypeText: item.mainTypeText,
        submitTime: item.submitTime,
        reporter: personCard(bug.userId, user),
        rewardCoins: item.rewardCoins,
        urged: Boolean(urged),
        assignee: a ? personCard(a.id, a) : null,
        unreadReply: Boolean(unread),
        lastReporterReplyTime: bug.lastReporterReplyAt ? formatDateTime(bug.lastReporterReplyAt) : null,
        ...slaRow(bug, targets, now),
        needsInfo: bug.infoRequestedAt !== null,
      };
    }),
  };
}

export async function exportAdminBugs(db: Db, lang: Lang, staffId: number, filter: QueueFilter, now = new Date()): Promise<string> {
  const orderBy = queueOrder(filter.sort, now);
  return exportBugs(db, lang, filter, { withReporter: true, where: queueWhere(filter, lang, staffId, now), orderBy });
}
