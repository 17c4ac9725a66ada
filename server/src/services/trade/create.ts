// Exchanging coins for a gift (docs/rules.md#gifts-and-shipping): stock, coins and the order in one transaction. The stock
// row is locked first, so concurrent exchanges queue on it and never oversell; the ledger's CHECK
// keeps the balance from going negative.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { StaffInboxKind } from '@generated/enums';
import { addresses, rewards, trades, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid } from '../../messages/index';
import { newPersonEligible } from '../content/rewards';
import { clampQuantity } from '@common/exchange-quantity';
import { balanceOf, CoinType, postLedger } from '../coins/ledger';
import { addToStaffInbox } from '../staff/staff-inbox';
import { emitWebhook } from '../webhooks/emit';
import { orderOf } from '../webhooks/payloads';

/** Gifts shipped to an address. */
export const needsAddress = (type: string) => type === 'custom' || type === 'new';

export async function createTrade(db: Db, lang: Lang, userId: number, form: { rewardId: number; num: number; addressId?: number }) {
  return db.transaction(async (tx) => {
    const [reward] = await tx
      .select()
      .from(rewards)
      .where(and(eq(rewards.id, form.rewardId), eq(rewards.enabled, true)))
      .for('update');
    if (!reward) throw new ApiError(Retcode.NotFound);
    const num = clampQuantity(form.num, reward.type);
    let shipTo: { realname: string; tel: string; address: string } | null = null;
    if (needsAddress(reward.type)) {
      if (form.addressId === undefined) throw invalid(lang, 'addressId', (m) => m.address.choose);
      const [addr] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, form.addressId), eq(addresses.userId, userId)));
      if (!addr) throw new ApiError(Retcode.NotFound);
      shipTo = { realname: addr.realname, tel: addr.tel, address: addr.address };
    }
    if (reward.type === 'new') {
      // Locking the user row serialises two new-person exchanges of the same account.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      if (!(await newPersonEligible(tx, userId))) throw new ApiError(Retcode.NotEligible);
    }
    if (reward.type === 'cash') {
      const [user] = await tx.select({ realName: users.realName }).from(users).where(eq(users.id, userId));
      if (!user?.realName) throw new ApiError(Retcode.RealNameRequired);
    }
    if (reward.num < num) throw new ApiError(Retcode.SoldOut);
    const cost = reward.price * num;
    await tx
      .update(rewards)
      .set({ num: sql`${rewards.num} - ${num}` })
      .where(eq(rewards.id, reward.id));
    const [trade] = await tx
      .insert(trades)
      .values({ userId, rewardId: reward.id, num, cost, ...(shipTo ?? {}) })
      .returning();
    const { balance } =
      cost > 0 ? await postLedger(tx, { userId, type: CoinType.GiftPayment, amount: -cost, earned: false, tradeId: trade!.id, remark: reward.name }) : await balanceOf(tx, userId);
    if (reward.type === 'new') await tx.update(users).set({ newPeopleRewardUsed: true }).where(eq(users.id, userId));
    await addToStaffInbox(tx, { kind: StaffInboxKind.NewTrade, objectId: trade!.id, actorId: userId, title: reward.name, detail: { num, cost } });
    await emitWebhook(tx, 'order.created', { order: orderOf(trade!, reward.type) });
    return { tradeId: trade!.id, num, cost, balance };
  });
}
