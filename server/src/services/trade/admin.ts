// Staff order fulfilment (contract actOnTrade): ship, issue coins or cash, cash failed, close or
// reject (both refund through the ledger and return the stock in the same transaction).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TradeAction, TradeStatus } from '@generated/enums';
import { TRADE_MOVES, tradeMoveAllowed } from '@common/trade-moves';
import type { Db } from '../../db/index';
import { rewards, trades, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid, t } from '../../messages/index';
import { CoinType, postLedger } from '../coins/ledger';
import { personCard } from '../names';
import { notify } from '../notice/notices';
import { emitWebhook } from '../webhooks/emit';
import { orderOf } from '../webhooks/payloads';
import { paging } from '../paging';
import { orderFields } from './records';
import { AdminTradeItemLimits } from '@generated/limits';

export async function listAdminTrades(db: Db, lang: Lang, query: { page?: number; pageSize?: number; status?: number; type?: string; userId?: number }) {
  const { limit, offset } = paging(query);
  const where = and(
    query.status === undefined ? undefined : eq(trades.status, query.status),
    query.type === undefined ? undefined : eq(rewards.type, query.type),
    query.userId === undefined ? undefined : eq(trades.userId, query.userId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ t: trades, name: rewards.name, type: rewards.type, nickname: users.nickname, email: users.email, portrait: users.portrait })
      .from(trades)
      .innerJoin(rewards, eq(rewards.id, trades.rewardId))
      .innerJoin(users, eq(users.id, trades.userId))
      .where(where)
      .orderBy(desc(trades.createdAt), desc(trades.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(trades).innerJoin(rewards, eq(rewards.id, trades.rewardId)).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    trades: rows.map(({ t, name, type, ...u }) => ({
      id: t.id,
      user: personCard(t.userId, u),
      rewardName: name.slice(0, AdminTradeItemLimits.rewardName.maxLength),
      type: type as 'cash',
      ...orderFields(t, lang),
    })),
  };
}

export async function actOnTrade(db: Db, lang: Lang, id: number, form: { action: TradeAction; tracking?: string; comment?: string }) {
  return db.transaction(async (tx) => {
    const [trade] = await tx.select().from(trades).where(eq(trades.id, id)).for('update');
    if (!trade) throw new ApiError(Retcode.NotFound);
    const [reward] = await tx.select().from(rewards).where(eq(rewards.id, trade.rewardId)).for('update');
    const move = TRADE_MOVES[form.action];
    if (!tradeMoveAllowed(form.action, trade.status, reward?.type ?? '')) {
      throw new ApiError(Retcode.StateNotAllowed, t(lang).trade.moveNotAllowed(form.action));
    }
    if (form.action === 'ship' && !form.tracking?.trim()) throw invalid(lang, 'tracking', (m) => m.trade.trackingRequired);
    if (form.action === 'close' || form.action === 'reject') {
      if (trade.cost > 0) await postLedger(tx, { userId: trade.userId, type: CoinType.CoinExchange, amount: trade.cost, earned: false, tradeId: trade.id, remark: t(lang).trade.refund });
      await tx
        .update(rewards)
        .set({ num: sql`${rewards.num} + ${trade.num}` })
        .where(eq(rewards.id, trade.rewardId));
      // A returned new-person gift may be taken again.
      if (reward?.type === 'new') await tx.update(users).set({ newPeopleRewardUsed: false }).where(eq(users.id, trade.userId));
    }
    const [after] = await tx
      .update(trades)
      .set({ status: move.to, updatedAt: new Date(), comment: form.comment?.trim() ?? trade.comment, ...(form.action === 'ship' ? { tracking: form.tracking!.trim() } : {}) })
      .where(eq(trades.id, trade.id))
      .returning();
    const params = { gift: reward?.name ?? '', status: move.to, tracking: form.tracking?.trim(), comment: form.comment?.trim() };
    await notify(tx, trade.userId, { type: 'trade', key: 'trade.moved', params, link: '/user/ex' });
    await emitWebhook(tx, 'order.changed', { order: orderOf(after!, reward?.type ?? ''), fromStatus: trade.status as TradeStatus, toStatus: move.to, action: form.action });
    return { status: move.to };
  });
}
