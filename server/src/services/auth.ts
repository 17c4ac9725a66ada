// Email-code sign-in: the account is created at an email's first sign-in, the session is rotated at
// sign-in and sign-out (no fixation), and the top bar's session info.
import { and, count, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notices, users } from '../db/schema';
import { invalid } from '../messages/index';
import { langOf } from '../lang';
import { consumeCode, issueCode, RESEND_AFTER_S } from './verification-codes';
import { sendLoginCodeBodyLimits } from '../../../generated/limits';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const localPart = (email: string) => email.slice(0, email.lastIndexOf('@')).slice(0, 50);

function checkEmail(email: string, lang: 'zh' | 'en'): void {
  // The contract's format check runs first; this refuses what could break a mail header or a log line.
  if (!/^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/.test(email) || email.length > sendLoginCodeBodyLimits.email.maxLength) {
    throw invalid(lang, 'email', (m) => m.auth.invalidEmail);
  }
}

export async function sendLoginCode(request: FastifyRequest, rawEmail: string): Promise<{ resendAfter: number }> {
  const lang = langOf(request);
  const email = normaliseEmail(rawEmail);
  checkEmail(email, lang);
  const code = await issueCode(request.server.db, { purpose: 'login', target: email, ip: request.ip, lang });
  await request.server.mailer.sendCode({ to: email, code, purpose: 'login', lang });
  return { resendAfter: RESEND_AFTER_S };
}

type UserRow = typeof users.$inferSelect;

export function sessionUser(user: UserRow) {
  const fallback = localPart(user.email);
  return {
    userId: user.id,
    nickname: user.nickname || fallback,
    portrait: user.portrait,
    role: user.role === 'staff' ? ('staff' as const) : ('researcher' as const),
    // A nickname equal to the email's local part is the default given at sign-up, not a choice.
    hasNickname: user.nickname !== '' && user.nickname !== fallback,
  };
}

async function findOrCreateUser(request: FastifyRequest, email: string): Promise<UserRow> {
  const db = request.server.db;
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing) return existing;
  await db.insert(users).values({ email, nickname: localPart(email) }).onConflictDoNothing();
  const [created] = await db.select().from(users).where(eq(users.email, email));
  if (!created) throw new Error('user row missing after insert');
  return created;
}

export async function emailLogin(request: FastifyRequest, reply: FastifyReply, rawEmail: string, code: string) {
  const lang = langOf(request);
  const email = normaliseEmail(rawEmail);
  checkEmail(email, lang);
  await consumeCode(request.server.db, 'login', email, code, lang);
  const user = await findOrCreateUser(request, email);
  const previous = request.session.cookieToken;
  const data = request.session.rotate({ userId: user.id, role: user.role === 'staff' ? 'staff' : 'researcher' });
  await request.server.sessions.commitRotation(request, reply, previous);
  return { token: data.csrfToken, info: sessionUser(user) };
}

export async function logout(request: FastifyRequest, reply: FastifyReply): Promise<{ token: string }> {
  const previous = request.session.cookieToken;
  const data = request.session.rotate({ userId: null, role: null });
  await request.server.sessions.commitRotation(request, reply, previous);
  return { token: data.csrfToken };
}

/** The signed-in user, or null when the session's user no longer exists. */
export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  const id = request.session.userId;
  if (id === null) return null;
  const [user] = await request.server.db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function unreadCount(request: FastifyRequest, userId: number): Promise<number> {
  const [row] = await request.server.db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.read, false)));
  return row?.n ?? 0;
}
