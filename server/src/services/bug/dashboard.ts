// The staff console's dashboard figures. Weeks (Monday first) and months are UTC+8 like the rest of
// the portal (contract-time.ts). Coins per month are read from the monthly user scores, which the ledger
// write maintains in its own transaction (ledger.ts), so the dashboard never sums the raw ledger.
import { asc, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BugLogAction, BugStatus, BugStatusLabels } from '@generated/enums';
import type { Db } from '../../db/index';
import { bugComments, bugLogs, bugs, userScores, users } from '../../db/schema';
import type { Lang } from '../../envelope';
import { enumText } from '../labels';
import { personCard } from '../names';
import { CONTRACT_UTC_OFFSET_HOURS, formatDate, formatDateTime, lastMonths, monthStart, weekStart } from '@common/contract-time';
import { AdminDashboardLimits } from '@generated/limits';

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
const STATUSES = Object.values(BugStatus) as number[];
const OPEN = [BugStatus.Unreviewed, BugStatus.UnderReview];
/** The figures' spans: as many weeks and months, and waiting reports, as the answer holds. */
const WEEKS = AdminDashboardLimits.weeks.maxItems;
const MONTHS = AdminDashboardLimits.months.maxItems;
const WAITING = AdminDashboardLimits.waitingLongest.maxItems;

const rows = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const localMonth = (column: SQL) => sql`to_char((${column}) at time zone 'UTC' + ${sql.raw(`interval '${CONTRACT_UTC_OFFSET_HOURS} hours'`)}, 'YYYY-MM')`;

/**
 * Median hours from submission to a first event per month of that event, over the bugs whose first
 * event falls in the window. `events` yields (bug_id, created_at) rows.
 */
async function medianHours(db: Db, events: SQL, since: Date) {
  const result = await rows<{ month: string; hours: number | string }>(
    db,
    sql`with first as (select bug_id, min(created_at) as at from (${events}) e group by bug_id having min(created_at) >= ${since.toISOString()}::timestamptz)
        select ${localMonth(sql`first.at`)} as month,
               percentile_cont(0.5) within group (order by extract(epoch from first.at - b.submitted_at) / 3600) as hours
        from first join ${bugs} b on b.id = first.bug_id group by 1`,
  );
  return new Map(result.map((r) => [r.month, Math.max(0, Math.round(Number(r.hours) * 10) / 10)]));
}

export async function dashboard(db: Db, lang: Lang, now = new Date()) {
  const months = lastMonths(now, MONTHS);
  const since = monthStart(months[0]!.year, months[0]!.month);
  const firstWeek = new Date(weekStart(now).getTime() - (WEEKS - 1) * 7 * DAY_MS);
  const assignee = alias(users, 'assignee');

  const [byStatus, waiting, weekly, firstResponse, rating, coins] = await Promise.all([
    db.select({ status: bugs.status, n: count() }).from(bugs).groupBy(bugs.status),
    db
      .select({ bug: bugs, assignee: { id: assignee.id, nickname: assignee.nickname, email: assignee.email, portrait: assignee.portrait } })
      .from(bugs)
      .leftJoin(assignee, eq(assignee.id, bugs.assigneeId))
      .where(inArray(bugs.status, OPEN))
      .orderBy(asc(bugs.submittedAt), asc(bugs.id))
      .limit(WAITING),
    db
      .select({ week: sql<number>`floor(extract(epoch from ${bugs.submittedAt} - ${firstWeek.toISOString()}::timestamptz) / ${7 * 86400})::int`, status: bugs.status, n: count() })
      .from(bugs)
      .where(gte(bugs.submittedAt, firstWeek))
      .groupBy(sql`1`, bugs.status),
    // A first response is a review move or a reply the researcher sees (not a note, not an assignment).
    medianHours(
      db,
      sql`select ${bugLogs.bugId} as bug_id, ${bugLogs.createdAt} as created_at from ${bugLogs} where ${bugLogs.isStaff} and not ${bugLogs.staffOnly}
          union all select ${bugComments.bugId}, ${bugComments.createdAt} from ${bugComments} where ${bugComments.isStaff} and not ${bugComments.internal}`,
      since,
    ),
    medianHours(db, sql`select ${bugLogs.bugId} as bug_id, ${bugLogs.createdAt} as created_at from ${bugLogs} where ${bugLogs.action} = ${BugLogAction.Confirm}`, since),
    db
      .select({ period: userScores.period, coins: sql<number>`sum(${userScores.score})::int` })
      .from(userScores)
      .where(
        inArray(
          userScores.period,
          months.map((m) => `m${m.key.replace('-', '')}`),
        ),
      )
      .groupBy(userScores.period),
  ]);

  const statusCount = new Map(byStatus.map((r) => [r.status, r.n]));
  const weeks = Array.from({ length: WEEKS }, (_, i) => {
    const start = new Date(firstWeek.getTime() + i * 7 * DAY_MS);
    const counts = STATUSES.map((s) => weekly.find((r) => r.week === i && r.status === s)?.n ?? 0);
    return { weekStart: formatDate(start), total: counts.reduce((a, b) => a + b, 0), counts };
  });
  const coinsOf = new Map(coins.map((r) => [r.period, r.coins]));
  return {
    statusCounts: STATUSES.map((status) => ({ status: status as 10, statusText: enumText(BugStatusLabels, lang, status), count: statusCount.get(status) ?? 0 })),
    waitingLongest: waiting.map(({ bug, assignee: a }) => ({
      id: bug.id,
      name: bug.name,
      status: bug.status as 10,
      statusText: enumText(BugStatusLabels, lang, bug.status),
      submitTime: formatDateTime(bug.submittedAt),
      waitingHours: Math.max(0, Math.floor((now.getTime() - bug.submittedAt.getTime()) / HOUR_MS)),
      assignee: a ? personCard(a.id, a) : null,
    })),
    weeks,
    months: months.map((m) => ({
      month: m.key,
      firstResponseHours: firstResponse.get(m.key) ?? null,
      ratingHours: rating.get(m.key) ?? null,
      coinsAwarded: coinsOf.get(`m${m.key.replace('-', '')}`) ?? 0,
    })),
  };
}
