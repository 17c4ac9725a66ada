// Real-name verification: a researcher sends a legal name and a document number,
// staff approve or refuse it with a reason, and approval sets users.real_name, which cash exchanges
// need (2004). Researchers only ever see masked values; the full number is never stored (schema.ts).
import { and, count, desc, eq, asc } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { RealNameState, StaffInboxKind } from '@generated/enums';
import { idNumberProblem, maskIdNumber, maskName, nameProblem, normaliseIdNumber, normaliseName, type RealNameProblem } from '@common/real-name';
import type { Db } from '../../db/index';
import { realNameRequests, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { displayName, personCard } from '../names';
import { notify } from '../notice/notices';
import { t } from '../../messages/index';
import { paging } from '../paging';
import { addToStaffInbox } from '../staff/staff-inbox';
import { formatDateTime } from '@common/contract-time';

/** Where the review notice and the exchange's 2004 lead the researcher. */
export const REAL_NAME_PAGE = '/user/infos/realname';

type Reviewed = typeof RealNameState.Approved | typeof RealNameState.Refused;

function fieldError(lang: Lang, field: 'name' | 'idNumber', problem: RealNameProblem) {
  return new ApiError(Retcode.InvalidField, t(lang).realName.field(field, problem));
}

export async function getRealNameStatus(db: Db, userId: number) {
  const [[user], [latest]] = await Promise.all([
    db.select({ realName: users.realName }).from(users).where(eq(users.id, userId)),
    db.select().from(realNameRequests).where(eq(realNameRequests.userId, userId)).orderBy(desc(realNameRequests.id)).limit(1),
  ]);
  const verified = Boolean(user?.realName);
  // A name verified before requests existed (or set by an operator) has no request row.
  const state = verified ? RealNameState.Approved : ((latest?.status ?? RealNameState.None) as RealNameState);
  const name = user?.realName ?? latest?.name ?? null;
  return {
    verified,
    state,
    name: name === null ? null : maskName(name),
    idNumber: latest?.idMasked ?? null,
    reason: state === RealNameState.Refused ? (latest?.reason ?? null) : null,
    submitTime: latest ? formatDateTime(latest.createdAt) : null,
    reviewTime: latest?.reviewedAt ? formatDateTime(latest.reviewedAt) : null,
  };
}

export async function submitRealName(db: Db, lang: Lang, userId: number, form: { name: string; idNumber: string }) {
  const name = normaliseName(form.name);
  const idNumber = normaliseIdNumber(form.idNumber);
  const badName = nameProblem(name);
  if (badName) throw fieldError(lang, 'name', badName);
  const badNumber = idNumberProblem(idNumber);
  if (badNumber) throw fieldError(lang, 'idNumber', badNumber);
  await db.transaction(async (tx) => {
    // The user's row is the lock: two simultaneous sends queue here, and the second finds the first.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new ApiError(Retcode.LoginRequired);
    if (user.realName) throw new ApiError(Retcode.StateNotAllowed, t(lang).realName.alreadyVerified);
    const [pending] = await tx
      .select({ id: realNameRequests.id })
      .from(realNameRequests)
      .where(and(eq(realNameRequests.userId, userId), eq(realNameRequests.status, RealNameState.Pending)));
    if (pending) throw new ApiError(Retcode.StateNotAllowed, t(lang).realName.alreadyPending);
    const [row] = await tx
      .insert(realNameRequests)
      .values({ userId, name, idMasked: maskIdNumber(idNumber), language: lang })
      .returning({ id: realNameRequests.id });
    await addToStaffInbox(tx, { kind: StaffInboxKind.RealNameRequest, objectId: row!.id, actorId: userId, title: displayName(user) });
  });
  return getRealNameStatus(db, userId);
}

export async function listRealNameRequests(db: Db, query: { page?: number; pageSize?: number; status?: RealNameState }) {
  const { limit, offset } = paging(query);
  const reviewer = alias(users, 'reviewer');
  const where = query.status === undefined ? undefined : eq(realNameRequests.status, query.status);
  // The pending queue is answered oldest first, like the team review; history newest first.
  const order = query.status === RealNameState.Pending ? [asc(realNameRequests.id)] : [desc(realNameRequests.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: realNameRequests, u: users, reviewer: { nickname: reviewer.nickname, email: reviewer.email } })
      .from(realNameRequests)
      .innerJoin(users, eq(users.id, realNameRequests.userId))
      .leftJoin(reviewer, eq(reviewer.id, realNameRequests.reviewerId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(realNameRequests).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    requests: rows.map(({ r, u, reviewer: by }) => ({
      id: r.id,
      user: personCard(u.id, u),
      email: u.email,
      name: r.name,
      idNumber: r.idMasked,
      status: r.status as RealNameState,
      reason: r.reason,
      reviewer: by ? displayName(by) : null,
      submitTime: formatDateTime(r.createdAt),
      reviewTime: r.reviewedAt ? formatDateTime(r.reviewedAt) : null,
    })),
  };
}

export interface Review {
  staffId: number;
  requestId: number;
  /** Where the decision is logged (who, which request, which outcome; never the name or number). */
  log: Pick<FastifyBaseLogger, 'info'>;
}

async function decide(db: Db, lang: Lang, review: Review, status: Reviewed, reason: string | null) {
  const userId = await db.transaction(async (tx) => {
    const [request] = await tx.select().from(realNameRequests).where(eq(realNameRequests.id, review.requestId)).for('update');
    if (!request) throw new ApiError(Retcode.NotFound);
    if (request.status !== RealNameState.Pending) throw new ApiError(Retcode.StateNotAllowed, t(lang).realName.notPending);
    await tx.update(realNameRequests).set({ status, reason, reviewerId: review.staffId, reviewedAt: new Date() }).where(eq(realNameRequests.id, request.id));
    if (status === RealNameState.Approved) await tx.update(users).set({ realName: request.name }).where(eq(users.id, request.userId));
    await notify(tx, request.userId, noticeOf(status, reason));
    return request.userId;
  });
  // Logged once committed: who decided which request, never the name or the number.
  review.log.info({ realNameRequest: review.requestId, userId, staffId: review.staffId, status }, 'real-name request reviewed');
  return { status };
}

/** The researcher's notice: stored by key, worded in the reader's language when read. */
function noticeOf(status: Reviewed, reason: string | null) {
  const approved = status === RealNameState.Approved;
  return { type: 'user' as const, key: 'realName.reviewed' as const, params: approved ? { approved } : { approved, reason: reason ?? '' }, link: REAL_NAME_PAGE };
}

export function approveRealNameRequest(db: Db, lang: Lang, review: Review) {
  return decide(db, lang, review, RealNameState.Approved, null);
}

export function refuseRealNameRequest(db: Db, lang: Lang, review: Review, reason: string) {
  const text = reason.trim();
  if (!text) throw new ApiError(Retcode.InvalidField, t(lang).realName.reasonRequired);
  return decide(db, lang, review, RealNameState.Refused, text);
}
