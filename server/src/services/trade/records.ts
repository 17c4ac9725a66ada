// What the researcher's centre reads: redemption records, coin records (with the balance after
// each one) and the summary figures, all from the ledger's aggregates or bounded queries.
import { and, count, desc, eq, gte, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { CoinRecordTypeLabels, TeamStatus, TradeStatus, TradeStatusLabels } from '@generated/enums';
import type { Db } from '../../db/index';
import { balances, bugs, ledger, notices, rewards, teams, trades, users, userScores } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { enumText } from '../labels';
import { balanceOf } from '../coins/ledger';
import { displayName } from '../names';
import { paging } from '../paging';
import { formatDateTime, monthOf, monthStart } from '@common/contract-time';
import { periodsOf } from '@common/periods';
import { userRankSql } from '../rank/rank';
import { getSetting, honourLevel } from '../settings/settings';
import { VALID_BUG_STATUSES } from '../bug/valid-statuses';
import { CenterCoinRecordLimits } from '@generated/limits';

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
    db
      .select({ t: trades, name: rewards.name, pic: rewards.pic, type: rewards.type })
      .from(trades)
      .innerJoin(rewards, eq(rewards.id, trades.rewardId))
      .where(where)
      .orderBy(desc(trades.createdAt), desc(trades.id))
      .limit(limit)
      .offset(offset),
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
  // The page carries the count of all matching records (a window, before the limit); only a page
  // past the end asks for it again.
  const [rows, { balance }] = await Promise.all([
    db
      .select({ l: ledger, after: running.after, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(ledger)
      .innerJoin(running, eq(running.id, ledger.id))
      .where(where)
      .orderBy(desc(ledger.id))
      .limit(limit)
      .offset(offset),
    balanceOf(db, userId),
  ]);
  const total = rows[0]?.total ?? (offset > 0 ? ((await db.select({ n: count() }).from(ledger).where(where))[0]?.n ?? 0) : 0);
  return {
    total,
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
      remark: l.remark.slice(0, CenterCoinRecordLimits.remark.maxLength),
      createTime: formatDateTime(l.createdAt),
    })),
  };
}

const maskPhone = (phone: string | null) => (phone ? `${phone.slice(0, -8)}****${phone.slice(-4)}` : null);

export async function getCenterSummary(db: Db, userId: number) {
  const now = new Date();
  const p = periodsOf(now);
  const { year, month } = monthOf(now);
  const monthBegin = monthStart(year, month);
  const int = (expression: SQL) => sql<number>`coalesce((${expression}), 0)::int`.mapWith(Number);
  // One statement: the account and every figure as a scalar subquery (each read through its
  // table's user index). PGlite runs queries one after another, so ten of them cost ten round trips.
  const [[user], thresholds] = await Promise.all([
    db
      .select({
        u: users,
        teamName: teams.name,
        teamStatus: teams.status,
        balance: int(sql`select ${balances.balance} from ${balances} where ${balances.userId} = ${users.id}`),
        contribution: int(sql`select ${balances.contribution} from ${balances} where ${balances.userId} = ${users.id}`),
        monthScore: int(sql`select ${userScores.score} from ${userScores} where ${userScores.userId} = ${users.id} and ${userScores.period} = ${p.month}`),
        totalBugs: int(sql`select count(*) from ${bugs} where ${bugs.userId} = ${users.id}`),
        validBugs: int(sql`select count(*) from ${bugs} where ${bugs.userId} = ${users.id} and ${inArray(bugs.status, VALID_BUG_STATUSES)}`),
        monthBugs: int(sql`select count(*) from ${bugs} where ${bugs.userId} = ${users.id} and ${gte(bugs.submittedAt, monthBegin)}`),
        gifts: int(sql`select sum(${trades.num}) from ${trades} where ${trades.userId} = ${users.id} and ${notInArray(trades.status, [TradeStatus.Closed, TradeStatus.Rejected])}`),
        unread: int(sql`select count(*) from ${notices} where ${notices.userId} = ${users.id} and ${notices.read} = false`),
        monthRank: userRankSql(userId, p.month),
        yearRank: userRankSql(userId, p.year),
      })
      .from(users)
      .leftJoin(teams, eq(teams.id, users.teamId))
      .where(eq(users.id, userId)),
    getSetting(db, 'honourThresholds'),
  ]);
  if (!user) throw new ApiError(Retcode.LoginRequired);
  const contribution = Math.max(0, user.contribution);
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
      coins: user.balance,
      coinsThisMonth: Math.max(0, user.monthScore),
      totalBugs: user.totalBugs,
      validBugs: user.validBugs,
      monthBugs: user.monthBugs,
      giftsRedeemed: user.gifts,
      unread: user.unread,
      monthRank: user.monthRank,
      yearRank: user.yearRank,
      honourLevel: level,
      nextLevelAt: level < 4 ? (thresholds[level] ?? null) : null,
    },
  };
}
