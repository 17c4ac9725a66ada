// Email-code sign-in: the account is created at an email's first sign-in, and the top bar's session
// info. Rotating the session at sign-in and sign-out (no fixation) is the auth handler's part: it
// holds the session, services never do.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { t } from '../../messages/index';
import type { Mailer } from '../../infra/mail/mail';
import { consumeCode, issueCode, RESEND_AFTER_S } from './verification-codes';
import { checkEmail, normaliseEmail } from './email-address';
import { joinStaffByInvitation } from '../staff/invitations';
import type { StaffRole } from '@generated/enums';
import { updateProfileBodyLimits } from '@generated/limits';

export { normaliseEmail } from './email-address';

const localPart = (email: string) => email.slice(0, email.lastIndexOf('@')).slice(0, updateProfileBodyLimits.nickname.maxLength);

/** Who asks for a code: the database, their language and address (codes are limited per address). */
export interface CodeRequester {
  db: Db;
  lang: Lang;
  ip: string;
  codesPerIp?: number;
}

export async function sendLoginCode({ db, lang, ip, codesPerIp }: CodeRequester, mailer: Mailer, rawEmail: string): Promise<{ resendAfter: number }> {
  const email = normaliseEmail(rawEmail);
  checkEmail(email, lang);
  const code = await issueCode(db, { purpose: 'login', target: email, ip, ipLimit: codesPerIp, lang });
  await mailer.sendCode({ to: email, code, purpose: 'login', lang });
  return { resendAfter: RESEND_AFTER_S };
}

export type UserRow = typeof users.$inferSelect;

export function sessionUser(user: UserRow) {
  const fallback = localPart(user.email);
  return {
    userId: user.id,
    nickname: user.nickname || fallback,
    portrait: user.portrait,
    role: user.role === 'staff' ? ('staff' as const) : ('researcher' as const),
    staffRoles: user.role === 'staff' ? (user.staffRoles as StaffRole[]) : [],
    // A nickname equal to the email's local part is the default given at sign-up, not a choice.
    hasNickname: user.nickname !== '' && user.nickname !== fallback,
  };
}

/**
 * Counts one new account from the caller's address and answers whether it may be opened (the
 * per-address limits of new accounts, plugins/external/hardening.ts).
 */
export type SignupGate = (ip: string) => Promise<boolean>;

async function findOrCreateUser(db: Db, lang: Lang, email: string, admitNewAccount: () => Promise<boolean>): Promise<UserRow> {
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing) return existing;
  // Only a mailbox's owner gets here (the code was right): signing in again is never limited.
  if (!(await admitNewAccount())) throw new ApiError(Retcode.RateLimited, t(lang).auth.tooManySignups);
  await db
    .insert(users)
    .values({ email, nickname: localPart(email) })
    .onConflictDoNothing();
  const [created] = await db.select().from(users).where(eq(users.email, email));
  if (!created) throw new Error('user row missing after insert');
  return created;
}

/**
 * Checks the code and returns the account of the email (created at its first sign-in, when
 * `admitNewAccount` allows one more from the caller's address; 1003 otherwise).
 */
export async function signInWithCode(db: Db, lang: Lang, rawEmail: string, code: string, admitNewAccount: () => Promise<boolean>): Promise<UserRow> {
  const email = normaliseEmail(rawEmail);
  checkEmail(email, lang);
  await consumeCode(db, 'login', email, code, lang);
  return completeSignIn(db, await findOrCreateUser(db, lang, email, admitNewAccount));
}

/**
 * What every way of signing in does once it knows the account: an open staff invitation for its
 * email makes it staff (once), and the time is kept for the staff list. Answers the account as it
 * is now.
 */
export async function completeSignIn(db: Db, user: UserRow, now = new Date()): Promise<UserRow> {
  await joinStaffByInvitation(db, user, now);
  const [signedIn] = await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id)).returning();
  return signedIn ?? user;
}

/** The signed-in user, or null for a visitor or when the session's user no longer exists. */
export async function currentUser(db: Db, userId: number | null): Promise<UserRow | null> {
  if (userId === null) return null;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}
