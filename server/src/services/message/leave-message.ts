// The message board: a researcher leaves a message (captcha, title ≤ 50, sanitised content, own
// attachments), reads their list and each message's thread; owner and staff reply (≤ 500, at most
// 100 replies). Anyone else gets 1002.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { StaffInboxKind } from '@generated/enums';
import { leaveMessageAttachments, leaveMessageReplies, leaveMessages, uploads, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid, t } from '../../messages/index';
import { replyText } from '../bug/thread';
import { consumeCaptcha } from '../session/captcha';
import { isStaff, signedInId, type ServiceContext } from '../session/current-user';
import { displayName, personCard } from '../names';
import { notify } from '../notice/notices';
import { fileRef, ownedUploads } from '../upload/owned-uploads';
import { paging } from '../paging';
import { htmlToText, sanitizeWithin } from '../sanitize';
import { LeaveMessageFormLimits, LeaveMessageResultLimits } from '@generated/limits';
import { addToStaffInbox } from '../staff/staff-inbox';
import { formatDateTime } from '@common/contract-time';

/** A message takes as many replies as its answer shows. */
const MAX_REPLIES = LeaveMessageResultLimits.thread.maxItems;

export async function createLeaveMessage({ db, lang, user }: ServiceContext, sessionToken: string | null, form: { title: string; content: string; captcha: string; attach?: string[] }) {
  const userId = signedInId(user);
  const title = form.title.replace(/\p{Cc}/gu, ' ').trim();
  if (!title) throw invalid(lang, 'title', (m) => m.leave.titleRequired);
  const content = await sanitizeWithin(form.content, LeaveMessageFormLimits.content.maxLength, lang, 'content');
  if (!htmlToText(content) && !/<img\b/i.test(content)) throw invalid(lang, 'content', (m) => m.leave.contentRequired);
  await consumeCaptcha({ db, sessionToken }, form.captcha, lang);
  const files = await ownedUploads(db, userId, form.attach ?? [], ['leave'], lang, 'attach');
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(leaveMessages).values({ userId, title, content }).returning({ id: leaveMessages.id });
    if (files.length) await tx.insert(leaveMessageAttachments).values(files.map((f) => ({ messageId: row!.id, uploadId: f.id })));
    await addToStaffInbox(tx, { kind: StaffInboxKind.LeaveMessage, objectId: row!.id, actorId: userId, title, text: htmlToText(content) });
    return { id: row!.id };
  });
}

// Correlated subqueries name their columns in full: drizzle leaves columns unqualified in a
// single-table select, and an unqualified "id" would bind to the subquery's own table.
const replyCount = sql<number>`(select count(*) from leave_message_replies r where r.message_id = "leave_messages"."id")::int`;
const staffReplied = sql<boolean>`exists (select 1 from leave_message_replies r where r.message_id = "leave_messages"."id" and r.is_staff)`;

export async function listMyLeaveMessages(db: Db, userId: number, query: { page?: number; pageSize?: number }) {
  const { limit, offset } = paging(query);
  const where = eq(leaveMessages.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ m: leaveMessages, replies: replyCount, replied: staffReplied })
      .from(leaveMessages)
      .where(where)
      .orderBy(desc(leaveMessages.createdAt), desc(leaveMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(leaveMessages).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    messages: rows.map(({ m, replies, replied }) => ({ id: m.id, title: m.title, createTime: formatDateTime(m.createdAt), replyCount: replies, status: (replied ? 1 : 0) as 0 | 1 })),
  };
}

async function readable({ db, user }: ServiceContext, id: number) {
  const userId = signedInId(user);
  const [m] = await db.select().from(leaveMessages).where(eq(leaveMessages.id, id));
  if (!m || (m.userId !== userId && !isStaff(user))) throw new ApiError(Retcode.NotFound);
  return m;
}

export async function getLeaveMessage(ctx: ServiceContext, id: number) {
  const { db, lang } = ctx;
  const m = await readable(ctx, id);
  const [files, replies] = await Promise.all([
    db.select().from(uploads).innerJoin(leaveMessageAttachments, eq(leaveMessageAttachments.uploadId, uploads.id)).where(eq(leaveMessageAttachments.messageId, m.id)),
    db
      .select({ r: leaveMessageReplies, nickname: users.nickname, email: users.email, portrait: users.portrait })
      .from(leaveMessageReplies)
      .innerJoin(users, eq(users.id, leaveMessageReplies.userId))
      .where(eq(leaveMessageReplies.messageId, m.id))
      .orderBy(leaveMessageReplies.createdAt, leaveMessageReplies.id)
      .limit(MAX_REPLIES),
  ]);
  return {
    message: { id: m.id, title: m.title, content: m.content, createTime: formatDateTime(m.createdAt), attachments: files.map((f) => fileRef(f.uploads)) },
    thread: replies.map(({ r, ...u }) => ({
      id: r.id,
      author: r.isStaff ? { nickname: t(lang).staffName, isStaff: true } : { nickname: displayName(u), isStaff: false },
      content: r.content,
      createTime: formatDateTime(r.createdAt),
    })),
  };
}

export async function replyLeaveMessage(db: Db, lang: Lang, message: typeof leaveMessages.$inferSelect, authorId: number, isStaff: boolean, content: string) {
  const text = replyText(content, lang);
  return db.transaction(async (tx) => {
    await tx.select({ id: leaveMessages.id }).from(leaveMessages).where(eq(leaveMessages.id, message.id)).for('update');
    const [n] = await tx.select({ n: count() }).from(leaveMessageReplies).where(eq(leaveMessageReplies.messageId, message.id));
    if ((n?.n ?? 0) >= MAX_REPLIES) throw new ApiError(Retcode.StateNotAllowed, t(lang).leave.tooManyReplies(MAX_REPLIES));
    const [row] = await tx.insert(leaveMessageReplies).values({ messageId: message.id, userId: authorId, isStaff, content: text }).returning({ id: leaveMessageReplies.id });
    if (isStaff) await notify(tx, message.userId, { type: 'leave-comment', key: 'leave.replied', params: { title: message.title, text }, link: `/user/messages/${message.id}` });
    else await addToStaffInbox(tx, { kind: StaffInboxKind.LeaveMessage, objectId: message.id, actorId: authorId, title: message.title, text, detail: { reply: true } });
    return { id: row!.id };
  });
}

export async function replyAsParticipant(ctx: ServiceContext, id: number, content: string) {
  const m = await readable(ctx, id);
  const userId = signedInId(ctx.user);
  return replyLeaveMessage(ctx.db, ctx.lang, m, userId, isStaff(ctx.user) && m.userId !== userId, content);
}

export async function replyAsStaff({ db, lang, user }: ServiceContext, id: number, content: string) {
  const [m] = await db.select().from(leaveMessages).where(eq(leaveMessages.id, id));
  if (!m) throw new ApiError(Retcode.NotFound);
  return replyLeaveMessage(db, lang, m, signedInId(user), true, content);
}

export async function listAdminLeaveMessages(db: Db, query: { page?: number; pageSize?: number }) {
  const { limit, offset } = paging(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ m: leaveMessages, replies: replyCount, nickname: users.nickname, email: users.email, portrait: users.portrait })
      .from(leaveMessages)
      .innerJoin(users, eq(users.id, leaveMessages.userId))
      .orderBy(desc(leaveMessages.createdAt), desc(leaveMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(leaveMessages),
  ]);
  return {
    total: total?.n ?? 0,
    messages: rows.map(({ m, replies, ...u }) => ({
      id: m.id,
      title: m.title,
      content: m.content,
      user: personCard(m.userId, u),
      createTime: formatDateTime(m.createdAt),
      replyCount: replies,
    })),
  };
}
