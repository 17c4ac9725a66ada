// Asking the researcher for more information (docs/rules.md#sla-clocks): not a status but a mark
// on the report while staff wait for the answer. The question is a staff reply in the thread; while
// the mark is set the SLA clocks are paused; the researcher's next reply (thread.ts), staff
// withdrawing it, or a move that ends the review clears it and adds the wait to the paused hours.
// No function here opens a transaction: each caller holds the report's row lock (the handler, the
// thread's reply, the review's moves, and the queue's bulk action).
import { and, desc, eq } from 'drizzle-orm';
import { BugLogAction, BugStatus, BugStatusLabels } from '@generated/enums';
import type { Db } from '../../db/index';
import { bugLogs, bugs } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { t } from '../../messages/index';
import { enumText } from '../labels';
import { notify } from '../notice/notices';
import type { BugRow } from './access';
import { writeBugLog } from './log';
import { postComment, replyText } from './thread-post';
import { formatDateTime } from '@common/contract-time';

const HOUR_MS = 3600_000;
/** While open for review: what staff may still ask about and wait for. */
export const ASKABLE: readonly number[] = [BugStatus.Unreviewed, BugStatus.UnderReview, BugStatus.Confirmed];

/**
 * Posts the question, notifies the researcher in their language, logs `ask-info` and opens the
 * pause (asking again while waiting replaces the question; the pause goes on from the first).
 * 1006 outside ASKABLE, 1001 for a blank or too long question. `bug`: the row read under the lock.
 */
export async function askForInfo(tx: Db, lang: Lang, bug: BugRow, staffId: number, question: string, now: Date): Promise<{ id: number }> {
  if (!ASKABLE.includes(bug.status)) throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.infoRequestNotAllowed(enumText(BugStatusLabels, lang, bug.status)));
  const text = replyText(question, lang, 'question');
  const posted = await postComment(tx, bug, staffId, true, text, { at: now, notice: false });
  await tx
    .update(bugs)
    .set({ infoRequestedAt: bug.infoRequestedAt ?? now, infoRequestedBy: staffId, updatedAt: now })
    .where(eq(bugs.id, bug.id));
  await writeBugLog(tx, { bugId: bug.id, action: BugLogAction.AskInfo, note: question, operatorId: staffId, isStaff: true, createdAt: now });
  await notify(tx, bug.userId, { type: 'bug-comment', key: 'bug.infoRequested', params: { name: bug.name, text }, link: `/user/bug/${bug.id}` });
  return posted;
}

/** The hours of [from, to] before `stop` (all of them while the clock runs). */
function before(stop: Date | null, from: Date, to: Date): number {
  const end = stop ? Math.min(stop.getTime(), to.getTime()) : to.getTime();
  return Math.max(0, end - from.getTime()) / HOUR_MS;
}

/**
 * Ends the pause: the wait joins the paused hours (each clock's share: the part before it stopped,
 * as sla-clocks.ts counts it) and the mark clears. False when nothing was asked.
 */
export type PauseColumns = Pick<
  BugRow,
  'id' | 'infoRequestedAt' | 'slaPausedHours' | 'ratingPausedHours' | 'rewardPausedHours' | 'resolutionPausedHours' | 'ratedAt' | 'rewardedAt' | 'resolvedAt'
>;

export async function endInfoRequest(tx: Db, bug: PauseColumns, now: Date): Promise<boolean> {
  const since = bug.infoRequestedAt;
  if (!since) return false;
  const round = (h: number) => Math.round(h * 10_000) / 10_000;
  await tx
    .update(bugs)
    .set({
      infoRequestedAt: null,
      infoRequestedBy: null,
      slaPausedHours: round(Number(bug.slaPausedHours) + before(null, since, now)),
      ratingPausedHours: round(Number(bug.ratingPausedHours) + before(bug.ratedAt, since, now)),
      rewardPausedHours: round(Number(bug.rewardPausedHours) + before(bug.rewardedAt, since, now)),
      resolutionPausedHours: round(Number(bug.resolutionPausedHours) + before(bug.resolvedAt, since, now)),
    })
    .where(eq(bugs.id, bug.id));
  return true;
}

/** The researcher replied: if staff were waiting, that is the answer (`info-provided`). */
export async function answerInfoRequest(tx: Db, bug: BugRow, researcherId: number, now: Date): Promise<void> {
  if (await endInfoRequest(tx, bug, now)) {
    await writeBugLog(tx, { bugId: bug.id, action: BugLogAction.InfoProvided, operatorId: researcherId, createdAt: now });
  }
}

/** Staff no longer wait (`info-withdrawn`; nothing posted, no notice). 1002 when the report does not exist. */
export async function withdrawInfoRequest(db: Db, bugId: number, staffId: number, now: Date): Promise<Record<string, never>> {
  return db.transaction(async (tx) => {
    const [bug] = await tx.select().from(bugs).where(eq(bugs.id, bugId)).for('update');
    if (!bug) throw new ApiError(Retcode.NotFound);
    if (await endInfoRequest(tx, bug, now)) {
      await writeBugLog(tx, { bugId: bug.id, action: BugLogAction.InfoWithdrawn, operatorId: staffId, isStaff: true, createdAt: now });
    }
    return {};
  });
}

/** The handler's transaction around askForInfo, with the row lock. */
export async function askBugInfo(db: Db, lang: Lang, bugId: number, staffId: number, question: string, now: Date) {
  return db.transaction(async (tx) => {
    const [bug] = await tx.select().from(bugs).where(eq(bugs.id, bugId)).for('update');
    if (!bug) throw new ApiError(Retcode.NotFound);
    return askForInfo(tx, lang, bug, staffId, question, now);
  });
}

/** The report's open question as its pages show it (the latest `ask-info` entry), or null. */
export async function infoRequestOf(db: Db, bug: BugRow): Promise<{ question: string; requestTime: string } | null> {
  if (!bug.infoRequestedAt) return null;
  const [asked] = await db
    .select({ note: bugLogs.note, text: bugLogs.text })
    .from(bugLogs)
    .where(and(eq(bugLogs.bugId, bug.id), eq(bugLogs.action, BugLogAction.AskInfo)))
    .orderBy(desc(bugLogs.createdAt), desc(bugLogs.id))
    .limit(1);
  // Entries written before the log kept notes apart hold the question as their text.
  return { question: asked?.note ?? asked?.text ?? '', requestTime: formatDateTime(bug.infoRequestedAt) };
}
