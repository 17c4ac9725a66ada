// Staff tools for people: the user list, roles (never one's own), manual coin changes with a
// reason, the user and activity pickers, and the idempotent monthly prize.
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { activities, balances, monthlyPrizes, teams, users } from '../../db/schema';
import { StaffRole } from '@generated/enums';
import { demote, lockMemberKeepingAnOwner } from './team';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid, t } from '../../messages/index';
import { CoinType, postLedger } from '../coins/ledger';
import { displayName } from '../names';
import { notify } from '../notice/notices';
import { paging } from '../paging';
import { formatDateTime, monthEnd } from '@common/contract-time';
import { getSetting } from '../settings/settings';
import { statementKey } from '../coins/ledger-key';
import { publishPrizeInputs, rankForPrize } from '../rank/prize-inputs';
import type { KeyObject } from 'node:crypto';
import { AdminMonthlyPrizeResultLimits, AdminPickerUserLimits, AdminPickerUserListLimits, CenterCoinRecordLimits, listPickerActivitiesParamLimits } from '@generated/limits';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listAdminUsers(db: Db, query: { page?: number; pageSize?: number; keyword?: string }) {
  const { limit, offset } = paging(query);
  const keyword = query.keyword?.trim();
  const like = keyword ? `%${escapeLike(keyword)}%` : '';
  const where = keyword ? or(ilike(users.nickname, like), ilike(users.email, like), /^\d{1,9}$/.test(keyword) ? eq(users.id, Number(keyword)) : undefined) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ u: users, balance: balances.balance, contribution: balances.contribution, teamName: teams.name })
      .from(users)
      .leftJoin(balances, eq(balances.userId, users.id))
      .leftJoin(teams, eq(teams.id, users.teamId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    users: rows.map(({ u, balance, contribution, teamName }) => ({
      userId: u.id,
      nickname: displayName(u),
      email: u.email,
      role: u.role as 'researcher' | 'staff',
      coins: balance ?? 0,
      contribution: Math.max(0, contribution ?? 0),
      teamName,
      createTime: formatDateTime(u.createdAt),
    })),
  };
}

/**
 * Making a researcher staff gives the least role (viewer; an owner adds more on the staff screen);
 * making staff a researcher is removing the member (team.ts: sessions and tokens end, reports are
 * unassigned), and never takes away the last owner.
 */
export async function setUserRole(db: Db, lang: Lang, staffId: number, userId: number, role: 'researcher' | 'staff', now = new Date()) {
  if (staffId === userId) throw new ApiError(Retcode.StateNotAllowed, t(lang).account.ownRole);
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new ApiError(Retcode.NotFound);
    if (user.role === role) return;
    if (role === 'staff')
      await tx
        .update(users)
        .set({ role, staffRoles: [StaffRole.Viewer] })
        .where(eq(users.id, userId));
    else {
      await lockMemberKeepingAnOwner(tx, lang, userId);
      await demote(tx, staffId, userId, now);
    }
  });
  return {};
}

/**
 * One rule for taking coins back: a manual change is earned either way, like a re-rating's
 * difference, so a negative one (a clawback) lowers balance, contribution and the scores of the
 * period of the clawback's own date (not the period the coins were first given in: simplest, and
 * the ledger record alone says which scores it moved). Spending on gifts is not earned and lowers
 * only the balance. The balance still never goes negative (2001).
 */
export async function changeUserCoins(db: Db, userId: number, amount: number, reason: string) {
  return db.transaction(async (tx) => {
    const { balance } = await postLedger(tx, { userId, type: CoinType.ManualChange, amount, earned: true, remark: reason.trim().slice(0, CenterCoinRecordLimits.remark.maxLength) });
    await notify(tx, userId, { type: 'user', key: 'coins.changed', params: { amount, reason: reason.trim() }, link: '/user/currency' });
    return { balance };
  });
}

export async function pickUsers(db: Db, query: { username?: string; keyword?: string }) {
  const username = query.username?.trim();
  const keyword = query.keyword?.trim();
  if (!username && !keyword) return { users: [] };
  const where = username ? eq(users.email, username.toLowerCase()) : or(ilike(users.nickname, `${escapeLike(keyword!)}%`), ilike(users.email, `${escapeLike(keyword!)}%`));
  const rows = await db.select().from(users).where(where).orderBy(users.id).limit(AdminPickerUserListLimits.users.maxItems);
  // This portal has no internal directory: the passport name is the email and there is no department.
  return {
    users: rows.map((u) => ({
      userId: u.id,
      nickname: displayName(u),
      passname: u.email.slice(0, AdminPickerUserLimits.passname.maxLength),
      username: u.role === 'staff' ? u.email.slice(0, AdminPickerUserLimits.username.maxLength) : null,
      departmentName: null,
    })),
  };
}

export async function pickActivities(db: Db, query: { page?: number; pageSize?: number; keyword?: string }) {
  const { limit, offset } = paging(query, listPickerActivitiesParamLimits.pageSize);
  const keyword = query.keyword?.trim();
  const where = keyword ? ilike(activities.title, `%${escapeLike(keyword)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select({ id: activities.id, title: activities.title }).from(activities).where(where).orderBy(desc(activities.createdAt), desc(activities.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return { total: total?.n ?? 0, activities: rows };
}

/**
 * The month's top 3 above the minimum get the configured coins; a second run posts nothing (the
 * advisory lock makes concurrent runs, on one server or several sharing a PostgreSQL, wait for
 * each other, and the monthly_prizes row tells the later ones it is done). The records are dated
 * at the rewarded month's last instant (UTC+8) so they count in that month's rank and not in the
 * month the run happens in. Run on the 1st by jobs/monthly-prize.ts, or by staff.
 */
export async function runMonthlyPrize(db: Db, lang: Lang, month: string, now = new Date(), signingKey?: KeyObject) {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const mm = m ? Number(m[2]) : 0;
  if (!m || mm < 1 || mm > 12) throw invalid(lang, 'month', (m) => m.prize.monthFormat);
  const y = Number(m[1]);
  const end = monthEnd(y, mm);
  if (now < end) throw new ApiError(Retcode.StateNotAllowed, t(lang).prize.monthNotEnded);
  // Outside the transaction: a first generated key is stored by a statement of its own.
  const key = await statementKey(db, signingKey);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('monthly-prize'))`);
    const [done] = await tx.select().from(monthlyPrizes).where(eq(monthlyPrizes.month, month));
    if (done) return { awarded: done.awarded as { userId: number; rank: number; coins: number }[], alreadyDone: true };
    const rule = await getSetting(tx, 'monthlyPrize');
    const period = `m${y}${String(mm).padStart(2, '0')}`;
    // The ranking's inputs are read and published before the prize moves any score.
    const inputs = await rankForPrize(tx, month, period, rule, now);
    const awarded = inputs.places
      .slice(0, AdminMonthlyPrizeResultLimits.awarded.maxItems)
      .filter((p) => p.prize > 0)
      .map((p) => ({ userId: p.userId, rank: p.place, coins: p.prize }));
    const at = new Date(end.getTime() - 1);
    for (const a of awarded) {
      await postLedger(tx, {
        userId: a.userId,
        type: CoinType.ManualChange,
        amount: a.coins,
        earned: true,
        reason: a.rank === 1 ? 2 : 3,
        remark: `${month} 月度排行第 ${a.rank} 名奖励`,
        at,
      });
      await notify(tx, a.userId, { type: 'user', key: 'prize.monthly', params: { month, rank: a.rank, coins: a.coins }, link: '/user/currency' });
    }
    await tx.insert(monthlyPrizes).values({ month, awarded });
    await publishPrizeInputs(tx, key, inputs);
    return { awarded, alreadyDone: false };
  });
}
