// Who handles a report: a staff account or nobody. Assigning is staff bookkeeping: it writes a
// staff-only log entry, tells the researcher nothing and leaves the status and `updatedAt` (which
// the urged flag compares against) alone. The picker lists staff accounts only.
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { BugLogAction, BugStatus } from '@generated/enums';
import type { Db } from '../../db/index';
import { bugs, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { fieldMessage, invalid } from '../../messages/index';
import { displayName, personCard } from '../names';
import { paging } from '../paging';
import { AdminStaffMemberLimits } from '@generated/limits';
import { markReportHandled } from '../staff/staff-inbox';
import { writeBugLog } from './log';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const OPEN = [BugStatus.Unreviewed, BugStatus.UnderReview];

/**
 * Assigns reports to a staff member, or to nobody, in a few statements however many (a bulk action
 * assigns hundreds): each report's row locked, one log entry for each report whose assignee changes.
 * The reports not found are refused with 1002 before anything else (`missing: 'refuse'`, the single
 * action) or answered (`'list'`, a bulk action's batch, which lists them). The assignee is checked:
 * 1002 unknown, 1001 not staff.
 */
export async function assignBugs(tx: Db, lang: Lang, bugIds: number[], staffId: number, assigneeId: string | undefined, missing: 'refuse' | 'list') {
  const id = assigneeId ? Number(assigneeId) : null;
  // Only what assigning reads: a report's row is 60-odd columns.
  const rows = await tx.select({ id: bugs.id, assigneeId: bugs.assigneeId, status: bugs.status }).from(bugs).where(inArray(bugs.id, bugIds)).orderBy(bugs.id).for('update');
  const found = new Set(rows.map((b) => b.id));
  const notFound = bugIds.filter((b) => !found.has(b));
  if (missing === 'refuse' && notFound.length > 0) throw new ApiError(Retcode.NotFound);
  const [assignee] =
    id === null ? [] : await tx.select({ id: users.id, role: users.role, nickname: users.nickname, email: users.email, portrait: users.portrait }).from(users).where(eq(users.id, id));
  if (id !== null && !assignee)
    throw new ApiError(
      Retcode.NotFound,
      fieldMessage(lang, 'assigneeId', (m) => m.bug.unknownAssignee),
    );
  if (assignee && assignee.role !== 'staff') {
    throw invalid(lang, 'assigneeId', (m) => m.bug.onlyStaffAssignee);
  }
  const changed = rows.filter((b) => b.assigneeId !== id).map((b) => b.id);
  if (changed.length > 0) {
    await tx.update(bugs).set({ assigneeId: id }).where(inArray(bugs.id, changed));
    const details = assignee ? { assignee: displayName(assignee) } : {};
    await writeBugLog(
      tx,
      changed.map((bugId) => ({ bugId, action: BugLogAction.Assign, details, operatorId: staffId, isStaff: true, staffOnly: true })),
    );
  }
  // Taking a report on is handling it (docs/rules.md#staff-inbox); assigning someone else is not.
  if (id === staffId && rows.length > 0) {
    await markReportHandled(
      tx,
      rows.map((b) => b.id),
      staffId,
      new Date(),
    );
  }
  return { assignee: assignee ? personCard(assignee.id, assignee) : null, statuses: new Map(rows.map((b) => [b.id, b.status as BugStatus])), notFound };
}

export async function assignBug(db: Db, lang: Lang, bugId: number, staffId: number, assigneeId: string | undefined) {
  return db.transaction(async (tx) => ({ assignee: (await assignBugs(tx, lang, [bugId], staffId, assigneeId, 'refuse')).assignee }));
}

export async function listAssignees(db: Db, query: { page?: number; pageSize?: number; keyword?: string }) {
  const { limit, offset } = paging(query);
  const keyword = query.keyword?.trim();
  const like = `%${escapeLike(keyword ?? '')}%`;
  const where = and(
    eq(users.role, 'staff'),
    keyword ? or(ilike(users.nickname, like), ilike(users.email, like), /^\d{1,9}$/.test(keyword) ? eq(users.id, Number(keyword)) : undefined) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.nickname), asc(users.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const ids = rows.map((u) => u.id);
  const open = ids.length
    ? await db
        .select({ id: bugs.assigneeId, n: sql<number>`count(*)::int` })
        .from(bugs)
        .where(and(inArray(bugs.assigneeId, ids), inArray(bugs.status, OPEN)))
        .groupBy(bugs.assigneeId)
    : [];
  const openOf = new Map(open.map((o) => [o.id, o.n]));
  return {
    total: total?.n ?? 0,
    staff: rows.map((u) => ({ ...personCard(u.id, u), email: u.email.slice(0, AdminStaffMemberLimits.email.maxLength), openAssigned: openOf.get(u.id) ?? 0 })),
  };
}
