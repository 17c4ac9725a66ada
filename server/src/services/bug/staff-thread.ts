// A report's thread and operation log as staff read them: everything, internal notes and staff-only
// entries included and marked, everyone under their own name. Only staff operations call these.
import { asc, count, desc, eq } from 'drizzle-orm';
import { BugLogAction } from '@generated/enums';
import type { Db } from '../../db/index';
import { bugComments, bugLogs, users } from '../../db/schema';
import type { Lang } from '../../envelope';
import { t } from '../../messages/index';
import { displayName } from '../names';
import { paging } from '../paging';
import type { BugRow } from './access';
import { presentLogEntry } from './log';
import { formatDateTime } from '@common/contract-time';

type Page = { page?: number; pageSize?: number };

export async function listStaffComments(db: Db, bug: BugRow, query: Page) {
  const { limit, offset } = paging(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: bugComments, nickname: users.nickname, email: users.email, portrait: users.portrait })
      .from(bugComments)
      .innerJoin(users, eq(users.id, bugComments.userId))
      .where(eq(bugComments.bugId, bug.id))
      .orderBy(asc(bugComments.createdAt), asc(bugComments.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(bugComments).where(eq(bugComments.bugId, bug.id)),
  ]);
  return {
    total: total?.n ?? 0,
    comments: rows.map(({ c, ...u }) => ({
      id: c.id,
      author: { userId: c.userId, nickname: displayName(u), portrait: u.portrait, isStaff: c.isStaff },
      content: c.content,
      createTime: formatDateTime(c.createdAt),
      internal: c.internal,
    })),
  };
}

export async function listStaffLogs(db: Db, lang: Lang, bug: BugRow, query: Page) {
  const { limit, offset } = paging(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ l: bugLogs, nickname: users.nickname, email: users.email })
      .from(bugLogs)
      .leftJoin(users, eq(users.id, bugLogs.operatorId))
      .where(eq(bugLogs.bugId, bug.id))
      .orderBy(desc(bugLogs.createdAt), desc(bugLogs.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(bugLogs).where(eq(bugLogs.bugId, bug.id)),
  ]);
  return {
    total: total?.n ?? 0,
    logs: rows.map(({ l, nickname, email }) => ({
      id: l.id,
      time: formatDateTime(l.createdAt),
      action: l.action as 'submit',
      ...presentLogEntry(lang, l),
      operator: l.action === BugLogAction.RecheckExpired ? t(lang).systemName : displayName({ nickname: nickname ?? '', email: email ?? '' }),
      staffOnly: l.staffOnly,
    })),
  };
}
