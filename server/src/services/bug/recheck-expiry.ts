// Expired re-checks move on by themselves (docs/rules.md#re-check-deadline): a report still awaiting
// its re-check (40) past the deadline is finished as fixed (51) — the researcher did not contest the
// fix — with a log entry, a notice to the researcher, a staff-inbox item and the webhook, in one
// transaction per batch. Every server runs the job: the rows are claimed with
// `for update skip locked` and the update repeats the condition, so each report moves exactly once.
import { and, asc, eq, lt } from 'drizzle-orm';
import { BugLogAction, BugStatus, StaffInboxKind } from '@generated/enums';
import type { Db } from '../../db/index';
import { bugs } from '../../db/schema';
import { notify } from '../notice/notices';
import { addToStaffInbox } from '../staff/staff-inbox';
import { emitWebhook } from '../webhooks/emit';
import { reportColumns, reportOf } from '../webhooks/payloads';
import { writeBugLog } from '../bug/log';
import { formatDateTime } from '@common/contract-time';
import { nextTurn } from '../../infra/yield-turn';

const BATCH = 100;

/** One batch: claims up to `BATCH` expired re-checks nobody else holds and finishes them. Returns their ids. */
async function expireBatch(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const expired = and(eq(bugs.status, BugStatus.AwaitingRecheck), lt(bugs.recheckDueAt, now));
    const claimed = await tx.select().from(bugs).where(expired).orderBy(asc(bugs.recheckDueAt)).limit(BATCH).for('update', { skipLocked: true });
    const moved: number[] = [];
    for (const bug of claimed) {
      // A turn of the event loop between reports (the embedded database never gives one).
      await nextTurn();
      // The condition again: a row claimed here is locked, so this is belt and braces for another writer.
      const [after] = await tx
        .update(bugs)
        .set({ status: BugStatus.FinishedFixed, updatedAt: now })
        .where(and(eq(bugs.id, bug.id), expired))
        .returning(reportColumns);
      if (!after) continue;
      const due = formatDateTime(bug.recheckDueAt!);
      await writeBugLog(tx, { bugId: bug.id, action: BugLogAction.RecheckExpired, operatorId: null, isStaff: true, createdAt: now });
      await notify(tx, bug.userId, { type: 'bug', key: 'bug.recheckExpired', params: { name: bug.name, due }, link: `/user/bug/${bug.id}` });
      await addToStaffInbox(tx, { kind: StaffInboxKind.Recheck, objectId: bug.id, actorId: bug.userId, title: bug.name, detail: { expired: true } });
      await emitWebhook(
        tx,
        'report.state_changed',
        { report: reportOf(after), fromStatus: BugStatus.AwaitingRecheck, toStatus: BugStatus.FinishedFixed, action: 'recheck-expired', by: 'system' },
        now,
      );
      moved.push(bug.id);
    }
    return moved;
  });
}

/** Finishes every re-check whose deadline is before `now`; returns the ids this call moved. */
export async function expireRechecks(db: Db, now = new Date()): Promise<number[]> {
  const moved: number[] = [];
  for (;;) {
    const batch = await expireBatch(db, now);
    moved.push(...batch);
    if (batch.length < BATCH) return moved;
  }
}
