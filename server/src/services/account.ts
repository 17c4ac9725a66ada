// The researcher's own account: profile (nickname, signature, portrait), email change and phone
// binding through verification codes (real-name verification is services/real-name.ts).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { uploads, users } from '../db/schema';
import { ApiError, Retcode, type Lang } from '../envelope';
import { fieldMessage, invalid } from '../messages/index';
import { langOf } from '../lang';
import { displayName } from './names';
import { normaliseEmail } from './auth';
import { consumeCode, issueCode, RESEND_AFTER_S } from './verification-codes';
import { updateProfileBodyLimits } from '../../../generated/limits';

type UserRow = typeof users.$inferSelect;

function profileOf(user: UserRow) {
  return {
    profile: {
      userId: user.id,
      nickname: displayName(user),
      portrait: user.portrait,
      sign: user.sign,
      email: user.email,
      phone: user.phone ?? null,
      realNameVerified: Boolean(user.realName),
    },
  };
}

async function me(request: FastifyRequest): Promise<UserRow> {
  const id = request.session.userId;
  const [user] = id === null ? [] : await request.server.db.select().from(users).where(eq(users.id, id));
  if (!user) throw new ApiError(Retcode.LoginRequired);
  return user;
}

const taken = (lang: Lang, field: 'nickname' | 'email' | 'phone') => new ApiError(Retcode.Conflict, fieldMessage(lang, field, (m) => m.account.taken[field]));

export async function getProfile(request: FastifyRequest) {
  return profileOf(await me(request));
}

export interface ProfileInput {
  nickname: string;
  sign?: string;
  portrait?: string;
}

/** Removes control characters: the signature is shown as plain text on one line. */
const plain = (s: string) => s.replace(/\p{Cc}/gu, ' ').trim();

export async function updateProfile(request: FastifyRequest, input: ProfileInput) {
  const lang = langOf(request);
  const user = await me(request);
  const nickname = plain(input.nickname);
  const { minLength: min, maxLength: max } = updateProfileBodyLimits.nickname;
  if ([...nickname].length < min || [...nickname].length > max) {
    throw invalid(lang, 'nickname', (m) => m.account.nicknameLength(min, max));
  }
  const portrait = input.portrait ?? user.portrait;
  if (input.portrait?.startsWith('/v2/api/file/')) {
    // Only an image the caller uploaded; anything else is refused as if it did not exist.
    const key = input.portrait.slice('/v2/api/file/'.length);
    const [upload] = await request.server.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.key, key), eq(uploads.ownerId, user.id), eq(uploads.kind, 'image')));
    if (!upload) throw invalid(lang, 'portrait', (m) => m.account.noSuchPortrait);
  }
  const updated = await request.server.db.transaction(async (tx) => {
    // One nickname change at a time, so two researchers cannot both take a free nickname.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('user-nickname'))`);
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.nickname}) = lower(${nickname})`, ne(users.id, user.id)))
      .limit(1);
    if (other) throw taken(lang, 'nickname');
    const [row] = await tx
      .update(users)
      .set({ nickname, sign: plain(input.sign ?? user.sign), portrait })
      .where(eq(users.id, user.id))
      .returning();
    return row!;
  });
  return profileOf(updated);
}

export async function sendEmailChangeCode(request: FastifyRequest, rawEmail: string) {
  const lang = langOf(request);
  const user = await me(request);
  const email = normaliseEmail(rawEmail);
  const [owner] = await request.server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (owner) throw taken(lang, 'email');
  const code = await issueCode(request.server.db, { purpose: 'email-change', target: email, userId: user.id, ip: request.ip, lang });
  await request.server.mailer.sendCode({ to: email, code, purpose: 'email-change', lang });
  return { resendAfter: RESEND_AFTER_S };
}

export async function changeEmail(request: FastifyRequest, rawEmail: string, code: string) {
  const lang = langOf(request);
  const user = await me(request);
  const email = normaliseEmail(rawEmail);
  await consumeCode(request.server.db, 'email-change', email, code, lang, user.id);
  const [owner] = await request.server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (owner && owner.id !== user.id) throw taken(lang, 'email');
  try {
    await request.server.db.update(users).set({ email }).where(eq(users.id, user.id));
  } catch {
    // The unique index caught an address taken between the check and the update.
    throw taken(lang, 'email');
  }
  return {};
}

/** Phone codes go to the SMS gateway (SMS_URL), or outside production to the outbox (services/sms). */
export async function sendPhoneCode(request: FastifyRequest, phone: string) {
  const lang = langOf(request);
  const user = await me(request);
  const [owner] = await request.server.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (owner && owner.id !== user.id) throw taken(lang, 'phone');
  const code = await issueCode(request.server.db, { purpose: 'phone', target: phone, userId: user.id, ip: request.ip, lang });
  await request.server.sms.sendCode({ to: phone, code, lang });
  return { resendAfter: RESEND_AFTER_S, status: 'success' as const };
}

export function maskPhone(phone: string): string {
  const keepHead = phone.length >= 12 ? 6 : 3;
  return phone.slice(0, keepHead) + '*'.repeat(Math.max(phone.length - keepHead - 4, 1)) + phone.slice(-4);
}

export async function bindPhone(request: FastifyRequest, phone: string, code: string) {
  const lang = langOf(request);
  const user = await me(request);
  await consumeCode(request.server.db, 'phone', phone, code, lang, user.id);
  const [owner] = await request.server.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (owner && owner.id !== user.id) throw taken(lang, 'phone');
  await request.server.db.update(users).set({ phone }).where(eq(users.id, user.id));
  return { phone: maskPhone(phone) };
}
