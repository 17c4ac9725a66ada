// The dashboard's per-staff figures over the last 90 days (docs/rules.md#sla-clocks for the events):
// the reports each staff member handled (a review move or a reply the researcher sees, as a first
// response counts them), and the medians from submission to the first responses and the ratings
// each made. A first response or a rating belongs to whoever made the event that stopped the clock:
// the staff log entry or reply written at that instant (the clocks are set from those rows' times).
// A rating's hours leave out the time staff waited for the researcher's answer, as its SLA clock does
// (the ended waits' share before the rating, and a wait still open when it was rated). A first
// response needs no such care: asking is itself a response.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { bugComments, bugLogs, bugs, users } from '../../db/schema';
import { BugLogAction } from '@generated/enums';
import { AdminStaffDashboardLimits } from '@generated/limits';
import { personCard } from '../names';

export const STAFF_WINDOW_DAYS = 90;
const DAY_MS = 86_400_000;

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const hours = (value: number | string | null) => (value === null ? null : Math.max(0, Math.round(Number(value) * 10) / 10));

export async function staffDashboard(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - STAFF_WINDOW_DAYS * DAY_MS).toISOString();
  // Staff events the researcher sees: review moves (not assignments) and replies (not internal notes).
  const events = sql`select ${bugLogs.bugId} as bug_id, ${bugLogs.operatorId} as staff_id, ${bugLogs.createdAt} as at from ${bugLogs}
      where ${bugLogs.isStaff} and not ${bugLogs.staffOnly} and ${bugLogs.operatorId} is not null
    union all select ${bugComments.bugId}, ${bugComments.userId}, ${bugComments.createdAt} from ${bugComments}
      where ${bugComments.isStaff} and not ${bugComments.internal}`;
  const [staff, handled, first, rated] = await Promise.all([
    db
      .select({ id: users.id, nickname: users.nickname, email: users.email, portrait: users.portrait })
      .from(users)
      .where(sql`${users.role} <> 'researcher'`)
      .orderBy(users.id)
      .limit(AdminStaffDashboardLimits.staff.maxItems),
    rows<{ staff_id: number; n: number }>(db, sql`select staff_id, count(distinct bug_id)::int as n from (${events}) e where at >= ${since}::timestamptz group by staff_id`),
    rows<{ staff_id: number; n: number; hours: string | null }>(
      db,
      sql`with firsts as (
            select distinct on (b.id) b.id, e.staff_id, extract(epoch from b.first_response_at - b.submitted_at) / 3600 as h
            from ${bugs} b join (${events}) e on e.bug_id = b.id and e.at = b.first_response_at
            where b.first_response_at >= ${since}::timestamptz order by b.id, e.staff_id)
          select staff_id, count(*)::int as n, percentile_cont(0.5) within group (order by h) as hours from firsts group by staff_id`,
    ),
    rows<{ staff_id: number; n: number; hours: string | null }>(
      db,
      sql`with ratings as (
            select distinct on (b.id) b.id, l.operator_id as staff_id,
              extract(epoch from b.rated_at - b.submitted_at) / 3600 - b.rating_paused_hours
                - case when b.info_requested_at < b.rated_at then extract(epoch from b.rated_at - b.info_requested_at) / 3600 else 0 end as h
            from ${bugs} b join ${bugLogs} l on l.bug_id = b.id and l.action = ${BugLogAction.Confirm} and l.created_at = b.rated_at
            where b.rated_at >= ${since}::timestamptz and l.operator_id is not null order by b.id, l.id)
          select staff_id, count(*)::int as n, percentile_cont(0.5) within group (order by h) as hours from ratings group by staff_id`,
    ),
  ]);
  const handledBy = new Map(handled.map((r) => [Number(r.staff_id), r.n]));
  const firstBy = new Map(first.map((r) => [Number(r.staff_id), r]));
  const ratedBy = new Map(rated.map((r) => [Number(r.staff_id), r]));
  const figures = staff.map((s) => ({
    staff: personCard(s.id, s),
    reportsHandled: handledBy.get(s.id) ?? 0,
    firstResponses: firstBy.get(s.id)?.n ?? 0,
    firstResponseHours: hours(firstBy.get(s.id)?.hours ?? null),
    ratings: ratedBy.get(s.id)?.n ?? 0,
    ratingHours: hours(ratedBy.get(s.id)?.hours ?? null),
  }));
  figures.sort((a, b) => b.reportsHandled - a.reportsHandled || a.staff.userId - b.staff.userId);
  return { days: STAFF_WINDOW_DAYS, staff: figures };
}
