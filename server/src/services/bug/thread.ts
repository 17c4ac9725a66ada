// A report's message thread (owner and staff, 500 characters, plain text) and its operation log, as
// the researcher reads them: staff appear under the team's label, never by name, and staff-only
// rows (internal notes, assignments) are left out here, in the query, so no caller can forget it.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { BugLogAction, StaffInboxKind } from '@generated/enums';
import type { Db } from '../../db/index';
import { bugComments, bugLogs, bugs, users } from '../../db/schema';
import type { Lang } from '../../envelope';
import { invalid, t } from '../../messages/index';
import { displayName } from '../names';
import { notify } from '../notice/notices';
import { paging } from '../paging';
import { addToStaffInbox, markReportHandled } from '../staff/staff-inbox';
import { emitWebhook } from '../webhooks/emit';
import { reportOf } from '../webhooks/payloads';
import type { BugRow } from './access';
import { presentLogEntry } from './log';
import { addMentions, checkMentions } from './mentions';
import { replyBugBodyLimits } from '@generated/limits';
import { countChars } from '@common/text-count';
import { formatDateTime } from '@common/contract-time';

const STAFF_PORTRAIT = '/v2/static/portrait/p7.png';

export async function listComments(db: Db, lang: Lang, bug: BugRow, query: { page?: number; pageSize?: number }) {
  const { limit, offset } = paging(query);
  const visible = and(eq(bugComments.bugId, bug.id), eq(bugComments.internal, false));
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: bugComments, nickname: users.nickname, email: users.email, portrait: users.portrait })
      .from(bugComments)
      .innerJoin(users, eq(users.id, bugComments.userId))
      .where(visible)
      .orderBy(asc(bugComments.createdAt), asc(bugComments.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(bugComments).where(visible),
  ]);
  return {
    total: total?.n ?? 0,
    comments: rows.map(({ c, ...u }) => ({
      id: c.id,
      author: c.isStaff ? { nickname: t(lang).staffName, portrait: STAFF_PORTRAIT, isStaff: true } : { nickname: displayName(u), portrait: u.portrait, isStaff: false },
      content: c.content,
      createTime: formatDateTime(c.createdAt),
    })),
  };
}

/** Plain text without control characters, of the length a reply may have (replyBug, replyLeaveMessage). */
export function replyText(content: string, lang: Lang): string {
  // eslint-disable-next-line no-control-regex -- control characters (newline kept) are what is removed
  const text = content.replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '').trim();
  const max = replyBugBodyLimits.content.maxLength;
  if (!text || countChars(text) > max) throw invalid(lang, 'content', (m) => m.validation.replyLength(max));
  return text;
}

/** Adds a thread entry; `internal` (staff only) is a note the researcher never reads or hears of. */
export async function addComment(db: Db, lang: Lang, bug: BugRow, authorId: number, isStaff: boolean, content: string, internal = false, mentions?: number[]) {
  const text = replyText(content, lang);
  const note = isStaff && internal;
  const mentioned = await checkMentions(db, lang, mentions, note);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bugComments)
      .values({ bugId: bug.id, userId: authorId, isStaff, internal: note, content: text })
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
      // A reply the researcher reads handles the report's inbox items (docs/rules.md#staff-inbox).
      await markReportHandled(tx, bug.id, authorId, row!.at);
      await notify(tx, bug.userId, { type: 'bug-comment', key: 'bug.replied', params: { name: bug.name, text }, link: `/user/bug/${bug.id}` });
    } else if (!isStaff) {
      await addToStaffInbox(tx, { kind: StaffInboxKind.BugReply, objectId: bug.id, actorId: authorId, title: bug.name, text });
      await emitWebhook(tx, 'report.replied', { report: reportOf(bug), commentId: row!.id });
    }
    if (mentioned.length > 0) await addMentions(tx, bug, authorId, row!.id, text, mentioned);
    return { id: row!.id };
  });
}

export async function listLogs(db: Db, lang: Lang, bug: BugRow, query: { page?: number; pageSize?: number }) {
  const { limit, offset } = paging(query);
  const visible = and(eq(bugLogs.bugId, bug.id), eq(bugLogs.staffOnly, false));
  const [rows, [total]] = await Promise.all([
    db
      .select({ l: bugLogs, nickname: users.nickname, email: users.email })
      .from(bugLogs)
      .leftJoin(users, eq(users.id, bugLogs.operatorId))
      .where(visible)
      .orderBy(desc(bugLogs.createdAt), desc(bugLogs.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(bugLogs).where(visible),
  ]);
  return {
    total: total?.n ?? 0,
    logs: rows.map(({ l, nickname, email }) => ({
      id: l.id,
      time: formatDateTime(l.createdAt),
      action: l.action as 'submit',
      ...presentLogEntry(lang, l),
      operator: l.action === BugLogAction.RecheckExpired ? t(lang).systemName : l.isStaff ? t(lang).staffName : displayName({ nickname: nickname ?? '', email: email ?? '' }),
    })),
  };
}
