// The staff console's side of the inbox: a page of items with the caller's read state, unread counts
// per kind for the header, and marking read. Items are shared by the staff team, but a mention is its
// recipient's alone (no one else lists, counts or marks it); read state is each staff member's own:
// everything up to their cursor (moved by "mark all") plus single marks above it, and an item someone
// handled (acted on its report: staff-inbox.ts) is read for everyone.
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BugLevelLabels, ReadStatus, RecheckAnswerLabels, StaffInboxKind } from '@generated/enums';
import type { Db } from '../../db/index';
import { staffInbox, staffInboxCursors, staffInboxReads, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { fieldMessage, invalid, t } from '../../messages/index';
import { enumText } from '../labels';
import { personCard } from '../names';
import { paging } from '../paging';
import { excerpt, INBOX_SUMMARY_MAX, type InboxDetail } from './staff-inbox';
import { formatDateTime } from '@common/contract-time';

const KINDS = Object.values(StaffInboxKind);

async function readThrough(db: Db, staffId: number): Promise<number> {
  const [row] = await db.select({ id: staffInboxCursors.readThrough }).from(staffInboxCursors).where(eq(staffInboxCursors.staffId, staffId));
  return row?.id ?? 0;
}

/** The items a staff member sees: the team's, and their own mentions. */
const visibleTo = (staffId: number) => or(isNull(staffInbox.recipientId), eq(staffInbox.recipientId, staffId))!;

/** Items the staff member has read: up to the cursor, marked one by one, or handled by anyone. */
function readBy(staffId: number, cursor: number): SQL {
  // Named in full: drizzle leaves columns unqualified in a single-table select.
  const marked = sql`exists (select 1 from staff_inbox_reads r where r.staff_id = ${staffId} and r.item_id = "staff_inbox"."id")`;
  return or(lte(staffInbox.id, cursor), isNotNull(staffInbox.handledBy), marked)!;
}

/** The summary in the reader's language: worded from the stored facts, else the researcher's own text. */
function summaryOf(summary: string, detail: InboxDetail | null, lang: Lang): string {
  if (!detail) return summary;
  const m = t(lang).inbox;
  let worded = summary;
  if ('expired' in detail) worded = m.recheckExpired;
  else if ('answer' in detail) worded = enumText(RecheckAnswerLabels, lang, detail.answer);
  else if ('level' in detail) worded = enumText(BugLevelLabels, lang, detail.level);
  else if ('num' in detail) worded = m.order(detail.num, detail.cost);
  else if ('reply' in detail) worded = m.reply(summary);
  else if ('note' in detail) worded = summary;
  return excerpt(worded, INBOX_SUMMARY_MAX);
}

export async function listStaffInbox(db: Db, lang: Lang, staffId: number, query: { page?: number; pageSize?: number; kind?: StaffInboxKind; readStatus?: number }) {
  const { limit, offset } = paging(query);
  const cursor = await readThrough(db, staffId);
  const read = readBy(staffId, cursor);
  const where = and(
    visibleTo(staffId),
    query.kind ? eq(staffInbox.kind, query.kind) : undefined,
    query.readStatus === undefined ? undefined : query.readStatus === ReadStatus.Read ? read : not(read),
  );
  const handler = alias(users, 'handler');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        item: staffInbox,
        read: sql<boolean>`${read}`,
        nickname: users.nickname,
        email: users.email,
        portrait: users.portrait,
        handler: { nickname: handler.nickname, email: handler.email, portrait: handler.portrait },
      })
      .from(staffInbox)
      .innerJoin(users, eq(users.id, staffInbox.actorId))
      .leftJoin(handler, eq(handler.id, staffInbox.handledBy))
      .where(where)
      .orderBy(desc(staffInbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(staffInbox).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map(({ item, read: isRead, handler: by, ...who }) => ({
      id: item.id,
      kind: item.kind as StaffInboxKind,
      objectId: item.objectId,
      title: item.title,
      summary: summaryOf(item.summary, item.detail as InboxDetail | null, lang),
      who: personCard(item.actorId, who),
      time: formatDateTime(item.createdAt),
      read: Boolean(isRead),
      handledBy: item.handledBy !== null && by !== null ? personCard(item.handledBy, by) : null,
      handledTime: item.handledAt ? formatDateTime(item.handledAt) : null,
      ...(item.detail && 'note' in (item.detail as InboxDetail) ? { commentId: (item.detail as { note: number }).note } : {}),
    })),
  };
}

export async function countStaffInboxUnread(db: Db, staffId: number) {
  const cursor = await readThrough(db, staffId);
  const rows = await db
    .select({ kind: staffInbox.kind, n: count() })
    .from(staffInbox)
    .where(and(visibleTo(staffId), gt(staffInbox.id, cursor), not(readBy(staffId, cursor))))
    .groupBy(staffInbox.kind);
  const kinds = KINDS.map((kind) => ({ kind, unread: rows.find((r) => r.kind === kind)?.n ?? 0 }));
  return { total: kinds.reduce((sum, k) => sum + k.unread, 0), kinds };
}

export async function markStaffInboxRead(db: Db, lang: Lang, staffId: number, form: { ids?: number[]; all?: boolean; kind?: StaffInboxKind }) {
  const all = form.all === true;
  if (all === (form.ids !== undefined)) {
    throw new ApiError(
      Retcode.InvalidField,
      fieldMessage(lang, 'ids', (m) => m.inbox.idsOrAll),
    );
  }
  if (!all && form.kind !== undefined) throw invalid(lang, 'kind', (m) => m.inbox.kindOnlyWithAll);
  return db.transaction(async (tx) => {
    // The cursor row is locked so two "mark all" of one staff member do not interleave.
    await tx.insert(staffInboxCursors).values({ staffId, readThrough: 0 }).onConflictDoNothing();
    const [locked] = await tx.select().from(staffInboxCursors).where(eq(staffInboxCursors.staffId, staffId)).for('update');
    const cursor = locked!.readThrough;
    const unread = and(visibleTo(staffId), gt(staffInbox.id, cursor), not(readBy(staffId, cursor)));
    if (all && form.kind === undefined) {
      const [newest] = await tx.select({ id: staffInbox.id }).from(staffInbox).orderBy(desc(staffInbox.id)).limit(1);
      const through = newest?.id ?? cursor;
      const [n] = await tx
        .select({ n: count() })
        .from(staffInbox)
        .where(and(unread, lte(staffInbox.id, through)));
      await tx.update(staffInboxCursors).set({ readThrough: through }).where(eq(staffInboxCursors.staffId, staffId));
      // Single marks at or below the cursor say nothing more.
      await tx.delete(staffInboxReads).where(and(eq(staffInboxReads.staffId, staffId), lte(staffInboxReads.itemId, through)));
      return { affected: n?.n ?? 0 };
    }
    const which = all ? eq(staffInbox.kind, form.kind!) : inArray(staffInbox.id, form.ids!);
    const items = await tx.select({ id: staffInbox.id }).from(staffInbox).where(and(which, unread));
    if (items.length === 0) return { affected: 0 };
    const marked = await tx
      .insert(staffInboxReads)
      .values(items.map((i) => ({ staffId, itemId: i.id })))
      .onConflictDoNothing()
      .returning({ id: staffInboxReads.itemId });
    return { affected: marked.length };
  });
}
