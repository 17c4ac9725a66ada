// A report's message thread (owner and staff, 500 characters, plain text) and its operation log, as
// the researcher reads them: staff appear under the team's label, never by name, and staff-only
// rows (internal notes, assignments) are left out here, in the query, so no caller can forget it.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { BugLogAction } from '@generated/enums';
import type { Db } from '../../db/index';
import { bugComments, bugLogs, bugs, users } from '../../db/schema';
import type { Lang } from '../../envelope';
import { t } from '../../messages/index';
import { displayName } from '../names';
import { paging } from '../paging';
import type { BugRow } from './access';
import { answerInfoRequest } from './info-request';
import { presentLogEntry } from './log';
import { addMentions, checkMentions } from './mentions';
import { postComment, replyText } from './thread-post';

export { replyText };
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

/** Adds a thread entry; `internal` (staff only) is a note the researcher never reads or hears of. */
export async function addComment(db: Db, lang: Lang, bug: BugRow, authorId: number, isStaff: boolean, content: string, internal = false, mentions?: number[], now = new Date()) {
  const text = replyText(content, lang);
  const mentioned = await checkMentions(db, lang, mentions, isStaff && internal);
  return db.transaction(async (tx) => {
    if (isStaff) {
      const posted = await postComment(tx, bug, authorId, true, text, { internal, at: now });
      if (mentioned.length > 0) await addMentions(tx, bug, authorId, posted.id, text, mentioned);
      return posted;
    }
    // The researcher's reply may answer staff's question (info-request.ts): read under the row's lock.
    const [locked] = await tx.select().from(bugs).where(eq(bugs.id, bug.id)).for('update');
    const posted = await postComment(tx, locked ?? bug, authorId, false, text, { at: now });
    if (locked) await answerInfoRequest(tx, locked, authorId, now);
    return posted;
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
