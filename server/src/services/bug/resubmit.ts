// Resubmission (docs/rules.md#states-and-transitions: "not-fixed allows resubmission with re-scoring"; docs/rules.md#report-states as extended
// here): the owner of a report finished as not fixed (53) sends it back to review (20) with a note,
// once per report — a flaw still present after that is a new report, as the spec says of flaws that
// survive a fix. Staff then re-rate it (re-confirm in 20 takes it to 30 and posts the difference;
// flow.ts) or ignore it. The move, its log entry and the staff inbox item are one transaction.
import { and, count, eq } from 'drizzle-orm';
import { BugLogAction, BugStatus, StaffInboxKind } from '@generated/enums';
import type { Db } from '../../db/index';
import { bugLogs, bugs } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { t } from '../../messages/index';
import { addToStaffInbox } from '../staff/staff-inbox';
import { emitWebhook } from '../webhooks/emit';
import { reportColumns, reportOf } from '../webhooks/payloads';
import type { BugRow } from './access';
import { writeBugLog } from './log';

async function timesResubmitted(db: Db, bugId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bugLogs)
    .where(and(eq(bugLogs.bugId, bugId), eq(bugLogs.action, BugLogAction.Resubmit)));
  return row?.n ?? 0;
}

/** Whether the report's owner may resubmit it now. */
export async function canResubmit(db: Db, bug: BugRow): Promise<boolean> {
  return bug.status === BugStatus.FinishedNotFixed && (await timesResubmitted(db, bug.id)) === 0;
}

export async function resubmitBug(db: Db, lang: Lang, bugId: number, userId: number, rawNote: string) {
  const note = rawNote.trim();
  if (!note) throw new ApiError(Retcode.InvalidField, t(lang).bug.resubmitNoteRequired);
  return db.transaction(async (tx) => {
    // Locked, so two resubmissions at once cannot both see "never resubmitted".
    const [bug] = await tx.select().from(bugs).where(eq(bugs.id, bugId)).for('update');
    if (!bug || bug.userId !== userId) throw new ApiError(Retcode.NotFound);
    if (bug.status !== BugStatus.FinishedNotFixed) {
      throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.resubmitOnlyNotFixed);
    }
    if ((await timesResubmitted(tx, bug.id)) > 0) {
      throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.resubmittedOnce);
    }
    const now = new Date();
    const [after] = await tx.update(bugs).set({ status: BugStatus.UnderReview, updatedAt: now }).where(eq(bugs.id, bug.id)).returning(reportColumns);
    await writeBugLog(tx, { bugId: bug.id, action: BugLogAction.Resubmit, note, operatorId: userId, createdAt: now });
    await addToStaffInbox(tx, { kind: StaffInboxKind.Resubmit, objectId: bug.id, actorId: userId, title: bug.name, text: note });
    await emitWebhook(tx, 'report.state_changed', {
      report: reportOf(after!),
      fromStatus: BugStatus.FinishedNotFixed,
      toStatus: BugStatus.UnderReview,
      action: 'resubmit',
      by: 'researcher',
    });
    return { status: BugStatus.UnderReview };
  });
}
