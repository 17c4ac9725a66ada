// Gifts on the shelf: the list with type, keyword and price filters, one gift, and what the caller
// may exchange (new-person eligibility, coins, real-name verification).
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { rewards, trades, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { balanceOf } from '../coins/ledger';
import { paging } from '../paging';
import { listRewardsParamLimits } from '@generated/limits';
import { maxPerExchange } from '@common/exchange-quantity';

type Row = typeof rewards.$inferSelect;

function item(row: Row) {
  return {
    id: row.id,
    name: row.name,
    pic: row.pic,
    price: row.price,
    num: row.num,
    type: row.type as 'cash' | 'score' | 'new' | 'custom',
    area: row.area as 'cash' | 'custom' | 'activity',
  };
}

export interface RewardQuery {
  page?: number;
  pageSize?: number;
  type?: string;
  keyword?: string;
  priceLow?: number;
  priceHigh?: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listRewards(db: Db, lang: Lang, query: RewardQuery) {
  const { limit, offset } = paging(query, listRewardsParamLimits.pageSize);
  const filters: SQL[] = [eq(rewards.language, lang), eq(rewards.enabled, true)];
  if (query.type) filters.push(eq(rewards.type, query.type));
  if (query.keyword?.trim()) filters.push(ilike(rewards.name, `%${escapeLike(query.keyword.trim())}%`));
  if (query.priceLow !== undefined) filters.push(gte(rewards.price, query.priceLow));
  if (query.priceHigh !== undefined) filters.push(lt(rewards.price, query.priceHigh));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db.select().from(rewards).where(where).orderBy(desc(rewards.createdAt), desc(rewards.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(rewards).where(where),
  ]);
  return { total: total?.n ?? 0, rewards: rows.map(item) };
}

export async function getReward(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, id), eq(rewards.enabled, true)));
  if (!row) throw new ApiError(Retcode.NotFound);
  return { reward: { ...item(row), description: row.description, maxPerExchange: maxPerExchange(row.type) } };
}

/** A new-person gift is for accounts that have not taken one and have not exchanged anything yet. */
export async function newPersonEligible(db: Db, userId: number): Promise<boolean> {
  const [user] = await db.select({ used: users.newPeopleRewardUsed }).from(users).where(eq(users.id, userId));
  if (!user || user.used) return false;
  const [any] = await db.select({ n: count() }).from(trades).where(eq(trades.userId, userId));
  return (any?.n ?? 0) === 0;
}

export async function getRewardInfo(db: Db, userId: number) {
  const [[user], eligible, { balance }] = await Promise.all([
    db.select({ realName: users.realName }).from(users).where(eq(users.id, userId)),
    newPersonEligible(db, userId),
    balanceOf(db, userId),
  ]);
  return { new_people_reward_status: eligible, coins: balance, realNameVerified: Boolean(user?.realName) };
}
