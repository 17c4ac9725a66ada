// Rankings read from the aggregates the ledger keeps (user_scores, team_scores), never the ledger:
// month, year or all time; ties go to whoever reached the score first.
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { TeamStatus } from '@generated/enums';
import type { Db } from '../../db/index';
import { balances, bugs, ledger, teamScores, teams, users, userScores } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { t } from '../../messages/index';
import { displayName } from '../names';
import { paging } from '../paging';
import { periodInstants, periodOfRange, periodsOf } from '@common/periods';
import { getSetting, honourLevel } from '../settings/settings';
import { VALID_BUG_STATUSES } from '../bug/valid-statuses';
import { listTeamRankParamLimits, listUserRankParamLimits } from '@generated/limits';

export interface RankQuery {
  page?: number;
  pageSize?: number;
  startTime?: string;
  endTime?: string;
}

export function periodOrFail(query: RankQuery, lang: Lang): string {
  const period = periodOfRange(query.startTime, query.endTime);
  if (!period) {
    throw new ApiError(Retcode.InvalidField, t(lang).rank.periodRule);
  }
  return period;
}

/**
 * How many researchers rank in a period: every positive score, less the few held by staff (read
 * through a partial index), rather than a join over every ranked researcher (~7× faster at 100,000).
 */
async function rankedCount(db: Db, period: string): Promise<number> {
  const positive = and(eq(userScores.period, period), sql`${userScores.score} > 0`);
  const [[all], [notResearchers]] = await Promise.all([
    db.select({ n: count() }).from(userScores).where(positive),
    db
      .select({ n: count() })
      .from(userScores)
      .innerJoin(users, eq(users.id, userScores.userId))
      .where(and(positive, sql`${users.role} <> 'researcher'`)),
  ]);
  return (all?.n ?? 0) - (notResearchers?.n ?? 0);
}

/** Positive scores of a period held by researchers (the few staff ids come from a partial index). */
const researcherScores = (period: string) =>
  and(eq(userScores.period, period), sql`${userScores.score} > 0`, sql`${userScores.userId} not in (select "users"."id" from "users" where "users"."role" <> 'researcher')`);

export async function listUserRank(db: Db, lang: Lang, query: RankQuery) {
  const period = periodOrFail(query, lang);
  const { limit, offset } = paging(query, listUserRankParamLimits.pageSize);
  // The page is read off the rank index first (it stops after offset + limit entries), then its
  // people: joining first made the planner hash every ranked researcher (~150 ms at 100,000).
  const [page, total, thresholds] = await Promise.all([
    db
      .select({ userId: userScores.userId, score: userScores.score })
      .from(userScores)
      .where(researcherScores(period))
      .orderBy(desc(userScores.score), userScores.reachedAt, userScores.userId)
      .limit(limit)
      .offset(offset),
    rankedCount(db, period),
    getSetting(db, 'honourThresholds'),
  ]);
  const people =
    page.length === 0
      ? []
      : await db
          .select({
            userId: users.id,
            nickname: users.nickname,
            email: users.email,
            portrait: users.portrait,
            team: teams.name,
            teamStatus: teams.status,
            contribution: balances.contribution,
          })
          .from(users)
          .leftJoin(teams, eq(teams.id, users.teamId))
          .leftJoin(balances, eq(balances.userId, users.id))
          .where(
            inArray(
              users.id,
              page.map((p) => p.userId),
            ),
          );
  return {
    total,
    rank: page.flatMap((entry, i) => {
      const r = people.find((x) => x.userId === entry.userId);
      if (!r) return [];
      return [
        {
          rank: offset + i + 1,
          userId: r.userId,
          nickname: displayName(r),
          portrait: r.portrait,
          team: r.teamStatus === TeamStatus.Approved ? r.team : null,
          medal: honourLevel(r.contribution ?? 0, thresholds),
          score: entry.score,
        },
      ];
    }),
  };
}

const rankedTeams = (period: string) => and(eq(teamScores.period, period), sql`${teamScores.score} > 0`, eq(teams.status, TeamStatus.Approved));

export async function listTeamRank(db: Db, lang: Lang, query: RankQuery) {
  const period = periodOrFail(query, lang);
  const { limit, offset } = paging(query, listTeamRankParamLimits.pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: teams.id, name: teams.name, score: teamScores.score })
      .from(teamScores)
      .innerJoin(teams, eq(teams.id, teamScores.teamId))
      .where(rankedTeams(period))
      .orderBy(desc(teamScores.score), teamScores.reachedAt, teamScores.teamId)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(teamScores).innerJoin(teams, eq(teams.id, teamScores.teamId)).where(rankedTeams(period)),
  ]);
  const ids = rows.map((r) => r.id);
  const members = ids.length === 0 ? [] : await db.select({ teamId: users.teamId, n: count() }).from(users).where(inArray(users.teamId, ids)).groupBy(users.teamId);
  return {
    total: total?.n ?? 0,
    rank: rows.map((r, i) => ({ rank: offset + i + 1, id: r.id, name: r.name, score: r.score, memberCount: members.find((m) => m.teamId === r.id)?.n ?? 0 })),
  };
}

/** Position of a user in a period's ranking (null when unranked). */
/**
 * A researcher's rank in a period as one scalar SQL expression (null without a positive score):
 * one plus the ranked researchers ahead (a higher score, or the same reached earlier), counted
 * through the rank index. Other reads put it in their own statement (the centre summary).
 * Written with explicit aliases: Drizzle drops the table from column names in a select of one
 * table, which would make "score" > "score" of a self-join (the same rule as researcherScores).
 */
export function userRankSql(userId: number, period: string): SQL<number | null> {
  return sql<number | null>`(select (select count(*)::int + 1 from user_scores ahead
      where ahead.period = ${period} and ahead.score > 0
        and ahead.user_id not in (select u.id from users u where u.role <> 'researcher')
        and (ahead.score > mine.score or (ahead.score = mine.score and (ahead.reached_at, ahead.user_id) < (mine.reached_at, mine.user_id))))
    from user_scores mine where mine.period = ${period} and mine.user_id = ${userId} and mine.score > 0)`;
}

export async function userRankIn(db: Db, userId: number, period: string): Promise<number | null> {
  const [row] = await db
    .select({ rank: userRankSql(userId, period) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.rank ?? null;
}

export async function getUserProfile(db: Db, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      email: users.email,
      portrait: users.portrait,
      sign: users.sign,
      role: users.role,
      teamId: teams.id,
      teamName: teams.name,
      teamStatus: teams.status,
    })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, userId));
  if (!user || user.role !== 'researcher') throw new ApiError(Retcode.NotFound);
  const month = periodsOf(new Date()).month;
  const [[bal], [valid], [monthScore], rank, thresholds] = await Promise.all([
    db.select({ contribution: balances.contribution }).from(balances).where(eq(balances.userId, userId)),
    db
      .select({ n: count() })
      .from(bugs)
      .where(and(eq(bugs.userId, userId), inArray(bugs.status, VALID_BUG_STATUSES))),
    db
      .select({ score: userScores.score })
      .from(userScores)
      .where(and(eq(userScores.period, month), eq(userScores.userId, userId))),
    userRankIn(db, userId, month),
    getSetting(db, 'honourThresholds'),
  ]);
  const contribution = bal?.contribution ?? 0;
  return {
    user: {
      userId: user.id,
      nickname: displayName(user),
      portrait: user.portrait,
      medal: honourLevel(contribution, thresholds),
      sign: user.sign,
      team: user.teamId !== null && user.teamStatus === TeamStatus.Approved ? { id: user.teamId, name: user.teamName ?? '' } : null,
      maxScore: Math.max(0, contribution),
      validBug: valid?.n ?? 0,
      score: Math.max(0, monthScore?.score ?? 0),
      rank,
    },
  };
}

/** A team's score in the period and its current members' scores (earned while members). */
export async function getPublicTeam(db: Db, lang: Lang, id: number, query: RankQuery) {
  const period = periodOrFail(query, lang);
  const [team] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, id), eq(teams.status, TeamStatus.Approved)));
  if (!team) throw new ApiError(Retcode.NotFound);
  const [score] = await db
    .select({ score: teamScores.score })
    .from(teamScores)
    .where(and(eq(teamScores.period, period), eq(teamScores.teamId, id)));
  const members = await db.select({ userId: users.id, nickname: users.nickname, email: users.email }).from(users).where(eq(users.teamId, id)).orderBy(users.id);
  // A member's score for the team is what the ledger recorded with this team id in the period
  // (at most 15 members, each read through the ledger's user index).
  const scores =
    members.length === 0
      ? []
      : await db
          .select({ userId: ledger.userId, score: sql<number>`sum(${ledger.amount})::int` })
          .from(ledger)
          .where(
            and(
              inArray(
                ledger.userId,
                members.map((m) => m.userId),
              ),
              eq(ledger.teamId, id),
              eq(ledger.earned, true),
              periodBounds(period),
            ),
          )
          .groupBy(ledger.userId);
  return {
    teamInfo: {
      id: team.id,
      name: team.name,
      score: Math.max(0, score?.score ?? 0),
      members: members
        .map((m) => ({ userId: m.userId, nick_name: displayName(m), score: Math.max(0, scores.find((x) => x.userId === m.userId)?.score ?? 0) }))
        .sort((a, b) => b.score - a.score),
    },
  };
}

/** Bounds on ledger.created_at for a period ('all', 'y2026', 'm202611'), in UTC+8. */
function periodBounds(period: string) {
  const instants = periodInstants(period);
  return instants && and(gte(ledger.createdAt, instants.start), lt(ledger.createdAt, instants.end));
}
