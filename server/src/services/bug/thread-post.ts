// Posting into a report's thread inside the caller's transaction: the reply (thread.ts) and the
// question that asks the researcher for more information (info-request.ts) share it.
import { eq } from 'drizzle-orm';
import { StaffInboxKind } from '@generated/enums';
import type { Db } from '../../db/index';
import { bugComments, bugs } from '../../db/schema';
import { notify } from '../notice/notices';
import { addToStaffInbox, markReportHandled } from '../staff/staff-inbox';
import { emitWebhook } from '../webhooks/emit';
import { reportOf } from '../webhooks/payloads';
import type { BugRow } from './access';
import type { Lang } from '../../envelope';
import { invalid } from '../../messages/index';
import { replyBugBodyLimits } from '@generated/limits';
import { countChars } from '@common/text-count';

/** Plain text without control characters, of the length a reply may have (replyBug, replyLeaveMessage). */
export function replyText(content: string, lang: Lang, field = 'content'): string {
  // eslint-disable-next-line no-control-regex -- control characters (newline kept) are what is removed
  const text = content.replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '').trim();
  const max = replyBugBodyLimits.content.maxLength;
  if (!text || countChars(text) > max) throw invalid(lang, field, (m) => m.validation.replyLength(max));
  return text;
}

/**
 * A checked text into the thread, inside the caller's transaction: the reply times the queue reads,
 * and who hears of it. `notice: false` when the caller sends the researcher a notice of its own.
 */
export async function postComment(tx: Db, bug: BugRow, authorId: number, isStaff: boolean, text: string, opts: { internal?: boolean; at: Date; notice?: boolean }) {
  const note = isStaff && (opts.internal ?? false);
  const [row] = await tx
    .insert(bugComments)
    .values({ bugId: bug.id, userId: authorId, isStaff, internal: note, content: text, createdAt: opts.at })
    .returning({ id: bugComments.id, at: bugComments.createdAt });
  // The queue's unread-reply filter compares these; an internal note answers nobody.
  if (!note)
    await tx
      .update(bugs)
      .set(isStaff ? { lastStaffReplyAt: row!.at } : { lastReporterReplyAt: row!.at })
      .where(eq(bugs.id, bug.id));
  // The researcher hears of staff replies (never of an internal note); staff hear of the
  // researcher's in their inbox.
  if (isStaff && !note) {
    // A reply the researcher reads (a question too) handles the report's inbox items (docs/rules.md#staff-inbox).
    await markReportHandled(tx, bug.id, authorId, row!.at);
    if (opts.notice !== false) await notify(tx, bug.userId, { type: 'bug-comment', key: 'bug.replied', params: { name: bug.name, text }, link: `/user/bug/${bug.id}` });
  } else if (!isStaff) {
    await addToStaffInbox(tx, { kind: StaffInboxKind.BugReply, objectId: bug.id, actorId: authorId, title: bug.name, text });
    await emitWebhook(tx, 'report.replied', { report: reportOf(bug), commentId: row!.id });
  }
  return { id: row!.id };
}
