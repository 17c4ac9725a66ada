// The researcher's message centre: list (all / unread / read) with the unread count, mark read or
// unread, delete selected, clear all. Ids that are not the caller's are skipped, never touched.
// Each notice is worded in the reader's language (the request's), whoever triggered it.
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { ReadStatus } from '@generated/enums';
import type { Db } from '../../db/index';
import { notices } from '../../db/schema';
import type { Lang } from '../../envelope';
import { storedNoticeText } from '../../messages/index';
import { NOTICE_CONTENT_MAX } from './notices';
import { announce } from './announce';
import { paging } from '../paging';
import { NoticeLimits, NoticeStreamNoticeLimits } from '@generated/limits';
import { formatDateTime } from '@common/contract-time';

const mine = (userId: number, ids: number[]) => and(eq(notices.userId, userId), inArray(notices.id, ids.length ? ids : [-1]));

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.read, false)));
  return row?.n ?? 0;
}

export async function listNotices(db: Db, lang: Lang, userId: number, query: { page?: number; pageSize?: number; readStatus?: number }) {
  const { limit, offset } = paging(query);
  const where = and(eq(notices.userId, userId), query.readStatus === undefined ? undefined : eq(notices.read, query.readStatus === ReadStatus.Read));
  const [rows, [total], unread] = await Promise.all([
    db.select().from(notices).where(where).orderBy(desc(notices.createdAt), desc(notices.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(notices).where(where),
    unreadCount(db, userId),
  ]);
  return {
    total: total?.n ?? 0,
    unread,
    notices: rows.map((n) => {
      const text = storedNoticeText(lang, n);
      return {
        id: n.id,
        type: n.type as 'bug',
        title: text.title.slice(0, NoticeLimits.title.maxLength),
        content: text.content.slice(0, NOTICE_CONTENT_MAX),
        readStatus: (n.read ? 1 : 0) as 0 | 1,
        createTime: formatDateTime(n.createdAt),
        sender: n.sender,
        link: n.link,
      };
    }),
  };
}

/** The reader's other open pages show the new unread count (live/announce.ts). */
async function changed(db: Db, userId: number, affected: number) {
  if (affected > 0) await announce(db, { u: userId });
  return { affected };
}

export async function markNotices(db: Db, userId: number, ids: number[], read: boolean) {
  const rows = await db
    .update(notices)
    .set({ read })
    .where(and(mine(userId, ids), eq(notices.read, !read)))
    .returning({ id: notices.id });
  return changed(db, userId, rows.length);
}

export async function deleteNotices(db: Db, userId: number, ids: number[]) {
  const rows = await db.delete(notices).where(mine(userId, ids)).returning({ id: notices.id });
  return changed(db, userId, rows.length);
}

export async function clearNotices(db: Db, userId: number) {
  const rows = await db.delete(notices).where(eq(notices.userId, userId)).returning({ id: notices.id });
  return changed(db, userId, rows.length);
}

/** How many missed notices a reconnecting stream gets back (the rest are in the message centre). */
export const STREAM_REPLAY_MAX = 50;

/**
 * Notices of the reader for the notice stream, oldest first, worded in the stream's language: the
 * one just announced (`id`), or those after the last one the page received (`afterId`).
 */
export async function streamNotices(db: Db, lang: Lang, userId: number, which: { id: number } | { afterId: number }) {
  const where = 'id' in which ? eq(notices.id, which.id) : gt(notices.id, which.afterId);
  const rows = await db
    .select()
    .from(notices)
    .where(and(eq(notices.userId, userId), where))
    .orderBy(desc(notices.id))
    .limit(STREAM_REPLAY_MAX);
  // The newest ones when more were missed (the page lists the rest), sent oldest first.
  return rows.reverse().map((n) => streamNoticeOf(lang, n));
}

type NoticeRow = Pick<typeof notices.$inferSelect, 'id' | 'type' | 'key' | 'params' | 'title' | 'content' | 'link' | 'createdAt'>;

/** A notice as the stream sends it, worded in the stream's language. */
export function streamNoticeOf(lang: Lang, n: NoticeRow) {
  return {
    id: n.id,
    type: n.type as 'bug',
    title: storedNoticeText(lang, n).title.slice(0, NoticeStreamNoticeLimits.title.maxLength),
    link: n.link,
    createTime: formatDateTime(n.createdAt),
  };
}

/**
 * The ids as one parameter (a PostgreSQL array literal): one statement for thousands of ids, where a
 * parameter each would be slower to bind and capped at 65,535.
 */
const anyOf = (column: typeof notices.id | typeof notices.userId, ids: readonly number[]) => sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

/**
 * The notices with these ids of these readers, oldest first: one read for every reader a burst of
 * notices reached (the notice streams' fan-out, fan-out.ts).
 */
export async function noticesByIds(db: Db, ids: readonly number[], userIds: readonly number[]) {
  if (ids.length === 0 || userIds.length === 0) return [];
  return db
    .select({
      id: notices.id,
      userId: notices.userId,
      type: notices.type,
      key: notices.key,
      params: notices.params,
      title: notices.title,
      content: notices.content,
      link: notices.link,
      createdAt: notices.createdAt,
    })
    .from(notices)
    .where(and(anyOf(notices.id, ids), anyOf(notices.userId, userIds)))
    .orderBy(asc(notices.id));
}

/** The unread counts of many readers in one read (the fan-out's); a reader with none is 0. */
export async function unreadCounts(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .select({ userId: notices.userId, n: count() })
    .from(notices)
    .where(and(anyOf(notices.userId, userIds), eq(notices.read, false)))
    .groupBy(notices.userId);
  for (const r of rows) counts.set(r.userId, r.n);
  return counts;
}
