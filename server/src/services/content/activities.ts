// Public activities: list and detail with the server's clock (cards count down from it), the
// latest coin awards (news ticker) and an activity's ranking by coins earned from its reports.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { activities, bugs, ledger, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { t } from '../../messages/index';
import { CoinType } from '../coins/ledger';
import { displayName } from '../names';
import { paging } from '../paging';
import { ActivityNewsListLimits } from '@generated/limits';
import { formatDateTime } from '@common/contract-time';

type Row = typeof activities.$inferSelect;

function summary(row: Row) {
  return { id: row.id, title: row.title, imgurl: row.imgurl, requirement: row.requirement, startTime: row.startAt.getTime(), endTime: row.endAt.getTime() };
}

export async function listActivities(db: Db, lang: Lang, query: { page?: number; pageSize?: number }) {
  const { limit, offset } = paging(query);
  const where = and(eq(activities.language, lang), eq(activities.enabled, true));
  const [rows, [total]] = await Promise.all([
    db.select().from(activities).where(where).orderBy(desc(activities.startAt), desc(activities.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return { total: total?.n ?? 0, activities: rows.map(summary), serverTime: Date.now() };
}

export async function getActivity(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.enabled, true)));
  if (!row) throw new ApiError(Retcode.NotFound);
  return { activity: { ...summary(row), content: row.content, multiplier: row.multiplier }, serverTime: Date.now() };
}

/** The 20 latest coin awards for rated reports, optionally of one activity. */
export async function listNews(db: Db, activityId?: number) {
  const rows = await db
    .select({ nickname: users.nickname, email: users.email, portrait: users.portrait, score: ledger.amount, at: ledger.createdAt })
    .from(ledger)
    .innerJoin(users, eq(users.id, ledger.userId))
    .innerJoin(bugs, eq(bugs.id, ledger.bugId))
    .where(and(eq(ledger.type, CoinType.BugRating), sql`${ledger.amount} > 0`, activityId === undefined ? undefined : eq(bugs.activityId, activityId)))
    .orderBy(desc(ledger.id))
    .limit(ActivityNewsListLimits.news.maxItems);
  return { news: rows.map((r) => ({ nickname: displayName(r), portrait: r.portrait, score: r.score, time: formatDateTime(r.at) })) };
}

/** Researchers by coins earned from this activity's reports; ties to whoever got there first. */
export async function listActivityRank(db: Db, id: number, query: { page?: number; pageSize?: number }) {
  const [exists] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, id));
  if (!exists) throw new ApiError(Retcode.NotFound);
  const { limit, offset } = paging(query);
  const earned = db
    .select({ userId: ledger.userId, value: sql<number>`sum(${ledger.amount})::int`.as('value'), reached: sql<Date>`max(${ledger.createdAt})`.as('reached') })
    .from(ledger)
    .innerJoin(bugs, eq(bugs.id, ledger.bugId))
    .where(and(eq(bugs.activityId, id), eq(ledger.earned, true)))
    .groupBy(ledger.userId)
    .as('earned');
  const positive = sql`${earned.value} > 0`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ userId: earned.userId, value: earned.value, nickname: users.nickname, email: users.email })
      .from(earned)
      .innerJoin(users, eq(users.id, earned.userId))
      .where(positive)
      .orderBy(desc(earned.value), earned.reached, earned.userId)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(earned).where(positive),
  ]);
  return {
    total: total?.n ?? 0,
    rank: rows.map((r, i) => ({ rank: offset + i + 1, userId: r.userId, nickname: displayName(r), bugValue: r.value })),
  };
}

const RECENT_MS = 30 * 24 * 3600 * 1000;

/** Activity options of the report form: running ones enabled; upcoming and recently ended disabled with why. */
export async function listBugActivities(db: Db, lang: Lang) {
  const now = Date.now();
  const rows = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.language, lang),
        eq(activities.enabled, true),
        sql`${activities.endAt} > ${new Date(now - RECENT_MS).toISOString()}::timestamptz`,
        sql`${activities.startAt} < ${new Date(now + RECENT_MS).toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(activities.startAt));
  return {
    activities: rows.map((a) => {
      const notStarted = a.startAt.getTime() > now;
      const ended = a.endAt.getTime() <= now;
      const reason = notStarted ? t(lang).activity.notStarted : ended ? t(lang).activity.ended : '';
      return { id: a.id, title: a.title, enabled: reason === '', reason };
    }),
  };
}
