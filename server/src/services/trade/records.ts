// What the researcher's centre reads: redemption records, coin records (with the balance after
// each one) and the summary figures, all from the ledger's aggregates or bounded queries.
import { and, count, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import { CoinRecordTypeLabels, TeamStatus, TradeStatus, TradeStatusLabels } from '../../../../generated/enums';
import type { Db } from '../../db/index';
import { bugs, ledger, notices, rewards, teams, trades, users, userScores } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { enumText } from '../labels';
import { balanceOf } from '../ledger';
import { displayName } from '../names';
import { paging } from '../paging';
import { monthStart, periodsOf } from '../../../../common/periods';
import { userRankIn } from '../rank';
import { getSetting, honourLevel } from '../settings';
import { formatDateTime } from '../time';
import { VALID_BUG_STATUSES } from '../bug/valid-statuses';

/** An order's fields as both the researcher's records and the staff list show them. */
export function orderFields(t: typeof trades.$inferSelect, lang: Lang) {
  return {
    num: t.num,
    cost: t.cost,
    status: t.status as TradeStatus,
    statusText: enumText(TradeStatusLabels, lang, t.status),
    address: t.address === null ? null : { realname: t.realname ?? '', tel: t.tel ?? '', address: t.address },
    tracking: t.tracking,
    createTime: formatDateTime(t.createdAt),
  };
}

export async function listMyTrades(db: Db, lang: Lang, userId: number, query: { page?: number; pageSize?: number; status?: number }) {
  const { limit, offset } = paging(query);
  const where = and(eq(trades.userId, userId), query.status === undefined ? undefined : eq(trades.status, query.status));
  const [rows, [total]] = await Promise.all([
    db.select({ t: trades, name: rewards.name, pic: rewards.pic, type: rewards.type }).from(trades).innerJoin(rewards, eq(rewards.id, trades.rewardId)).where(where).orderBy(desc(trades.createdAt), desc(trades.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(trades).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    trades: rows.map(({ t, name, pic, type }) => ({
      id: t.id,
      rewardId: t.rewardId,
      rewardName: name,
      pic,
      type: type as 'cash' | 'score' | 'new' | 'custom',
      ...orderFields(t, lang),
    })),
  };
}

export async function listCoinRecords(db: Db, lang: Lang, userId: number, query: { page?: number; pageSize?: number; type?: number }) {
  const { limit, offset } = paging(query);
  const where = and(eq(ledger.userId, userId), query.type === undefined ? undefined : eq(ledger.type, query.type));
  // The balance after each record is a running sum over the user's ledger (their own rows only,
  // read through the user index), computed before the type filter.
  const running = db
    .select({ id: ledger.id, after: sql<number>`sum(${ledger.amount}) over (order by ${ledger.id})`.as('after') })
    .from(ledger)
    .where(eq(ledger.userId, userId))
    .as('running');
  const [rows, [total], { balance }] = await Promise.all([
    db.select({ l: ledger, after: running.after }).from(ledger).innerJoin(running, eq(running.id, ledger.id)).where(where).orderBy(desc(ledger.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(ledger).where(where),
    balanceOf(db, userId),
  ]);
  return {
    total: total?.n ?? 0,
    balance,
    records: rows.map(({ l, after }) => ({
      id: l.id,
      type: l.type as 1,
      typeText: enumText(CoinRecordTypeLabels, lang, l.type),
      reason: l.reason as 1 | null,
      amount: l.amount,
      balance: Math.max(0, Number(after)),
      bugId: l.bugId,
      tradeId: l.tradeId,
      remark: l.remark.slice(0, 200),
      createTime: formatDateTime(l.createdAt),
    })),
  };
}

const maskPhone = (phone: string | null) => (phone ? `${phone.slice(0, -8)}****${phone.slice(-4)}` : null);

export async function getCenterSummary(db: Db, userId: number) {
  const [user] = await db.select({ u: users, teamName: teams.name, teamStatus: teams.status }).from(users).leftJoin(teams, eq(teams.id, users.teamId)).where(eq(users.id, userId));
  if (!user) throw new ApiError(Retcode.LoginRequired);
  const now = new Date();
  const p = periodsOf(now);
  const local = new Date(now.getTime() + 8 * 3600_000);
  const monthBegin = monthStart(local.getUTCFullYear(), local.getUTCMonth() + 1);
  const [bal, [monthScore], [bugCounts], [gifts], [unread], monthRank, yearRank, thresholds] = await Promise.all([
    balanceOf(db, userId),
    db.select({ score: userScores.score }).from(userScores).where(and(eq(userScores.userId, userId), eq(userScores.period, p.month))),
    db
      .select({ total: count(), valid: sql<number>`count(*) filter (where ${inArray(bugs.status, VALID_BUG_STATUSES)})::int`, month: sql<number>`count(*) filter (where ${gte(bugs.submittedAt, monthBegin)})::int` })
      .from(bugs)
      .where(eq(bugs.userId, userId)),
    db.select({ n: sql<number>`coalesce(sum(${trades.num}), 0)::int` }).from(trades).where(and(eq(trades.userId, userId), notInArray(trades.status, [TradeStatus.Closed, TradeStatus.Rejected]))),
    db.select({ n: count() }).from(notices).where(and(eq(notices.userId, userId), eq(notices.read, false))),
    userRankIn(db, userId, p.month),
    userRankIn(db, userId, p.year),
    getSetting(db, 'honourThresholds'),
  ]);
  const contribution = Math.max(0, bal.contribution);
  const level = honourLevel(contribution, thresholds);
  return {
    summary: {
      userId,
      nickname: displayName(user.u),
      portrait: user.u.portrait,
      email: user.u.email,
      phone: maskPhone(user.u.phone),
      team: user.u.teamId !== null && user.teamStatus === TeamStatus.Approved ? { id: user.u.teamId, name: user.teamName ?? '' } : null,
      contribution,
      coins: bal.balance,
      coinsThisMonth: Math.max(0, monthScore?.score ?? 0),
      totalBugs: bugCounts?.total ?? 0,
      validBugs: bugCounts?.valid ?? 0,
      monthBugs: bugCounts?.month ?? 0,
      giftsRedeemed: gifts?.n ?? 0,
      unread: unread?.n ?? 0,
      monthRank,
      yearRank,
      honourLevel: level,
      nextLevelAt: level < 4 ? (thresholds[level] ?? null) : null,
    },
  };
}
