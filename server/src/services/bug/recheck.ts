// The researcher's re-check with a deadline and a reward (docs/rules.md#re-check-deadline): the clock
// a launched re-check starts, the report's view of it, and the answer — paid once, in its own
// transaction, only before the deadline.
import { eq } from 'drizzle-orm';
import { BugLogAction, BugStatus, StaffInboxKind } from '@generated/enums';
import type { Db } from '../../db/index';
import { bugs } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { t } from '../../messages/index';
import { CoinType, postLedger } from '../coins/ledger';
import { getSetting } from '../settings/settings';
import { addToStaffInbox } from '../staff/staff-inbox';
import { emitWebhook } from '../webhooks/emit';
import { reportColumns, reportOf } from '../webhooks/payloads';
import type { BugRow } from './access';
import { writeBugLog } from './log';
import { formatDateTime } from '@common/contract-time';

const DAY_MS = 24 * 3600 * 1000;

/** The columns update@review sets: the deadline from now and the reward promised now (the setting may change later). */
export async function launchRecheck(tx: Db, now: Date) {
  const rule = await getSetting(tx, 'recheck');
  return { recheckDueAt: new Date(now.getTime() + rule.days * DAY_MS), recheckRewardCoins: rule.rewardCoins };
}

/** The report's re-check clock while it awaits the answer (40), else null. */
export function recheckOf(bug: Pick<BugRow, 'status' | 'recheckDueAt' | 'recheckRewardCoins'>, now = new Date()) {
  if (bug.status !== BugStatus.AwaitingRecheck || bug.recheckDueAt === null) return null;
  return {
    dueAt: bug.recheckDueAt.toISOString(),
    dueTime: formatDateTime(bug.recheckDueAt),
    expired: bug.recheckDueAt.getTime() <= now.getTime(),
    rewardCoins: bug.recheckRewardCoins,
  };
}

/**
 * The owner's answer. The row lock and the status check make it once per re-check: a second answer
 * finds the report in 51 or 53 (1006), so the reward is posted once, with the move, or not at all.
 */
export async function answerRecheck(db: Db, lang: Lang, bugId: number, userId: number, answer: 'fixed' | 'not-fixed', now = new Date()) {
  return db.transaction(async (tx) => {
    const [bug] = await tx.select().from(bugs).where(eq(bugs.id, bugId)).for('update');
    if (!bug || bug.userId !== userId) throw new ApiError(Retcode.NotFound);
    if (bug.status !== BugStatus.AwaitingRecheck) throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.notAwaitingRecheck);
    // A report launched before deadlines existed has none: it may be answered as before.
    if (bug.recheckDueAt !== null && bug.recheckDueAt.getTime() <= now.getTime()) {
      throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.recheckExpired(formatDateTime(bug.recheckDueAt)));
    }
    const status = answer === 'fixed' ? BugStatus.FinishedFixed : BugStatus.FinishedNotFixed;
    const [after] = await tx.update(bugs).set({ status, updatedAt: now }).where(eq(bugs.id, bug.id)).returning(reportColumns);
    const rewardCoins = bug.recheckRewardCoins;
    if (rewardCoins > 0) {
      await postLedger(tx, { userId, type: CoinType.RecheckReward, amount: rewardCoins, earned: true, bugId: bug.id, remark: bug.name, at: now });
    }
    const action = answer === 'fixed' ? BugLogAction.RecheckFixed : BugLogAction.RecheckNotFixed;
    await writeBugLog(tx, { bugId: bug.id, action, details: rewardCoins > 0 ? { coinsDelta: rewardCoins } : {}, operatorId: userId, createdAt: now });
    await emitWebhook(tx, 'report.state_changed', { report: reportOf(after!), fromStatus: bug.status as BugStatus, toStatus: status, action: 'recheck', by: 'researcher' });
    await addToStaffInbox(tx, { kind: StaffInboxKind.Recheck, objectId: bug.id, actorId: userId, title: bug.name, detail: { answer } });
    return { status, rewardCoins };
  });
}
