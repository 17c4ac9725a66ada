// The researcher's own account: profile (nickname, signature, portrait), email change and phone
// binding through verification codes (real-name verification is services/account/real-name.ts).
import { and, eq, ne, sql } from 'drizzle-orm';
import { uploads, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { fieldMessage, invalid } from '../../messages/index';
import type { ServiceContext } from '../session/current-user';
import type { Mailer } from '../../infra/mail/mail';
import type { PhoneCodeSender } from '../../infra/sms/index';
import { displayName } from '../names';
import { normaliseEmail } from '../session/auth';
import { consumeCode, issueCode, RESEND_AFTER_S } from '../session/verification-codes';
import { updateProfileBodyLimits } from '@generated/limits';
import { countChars } from '@common/text-count';

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

async function me(ctx: ServiceContext): Promise<UserRow> {
  const id = ctx.user?.id;
  const [user] = id === undefined ? [] : await ctx.db.select().from(users).where(eq(users.id, id));
  if (!user) throw new ApiError(Retcode.LoginRequired);
  return user;
}

/** Where a code goes out from: the mailer or the SMS sender, and the caller's address (codes are rate-limited per address). */
export interface CodeSender {
  ip: string;
  /** Codes that address may be sent per hour (config: CODES_PER_IP_PER_HOUR). */
  codesPerIp?: number;
  mailer: Mailer;
  sms: PhoneCodeSender;
}

const taken = (lang: Lang, field: 'nickname' | 'email' | 'phone') =>
  new ApiError(
    Retcode.Conflict,
    fieldMessage(lang, field, (m) => m.account.taken[field]),
  );

export async function getProfile(ctx: ServiceContext) {
  return profileOf(await me(ctx));
}

export interface ProfileInput {
  nickname: string;
  sign?: string;
  portrait?: string;
}

/** Removes control characters: the signature is shown as plain text on one line. */
const plain = (s: string) => s.replace(/\p{Cc}/gu, ' ').trim();

export async function updateProfile(ctx: ServiceContext, input: ProfileInput) {
  const { lang } = ctx;
  const user = await me(ctx);
  const nickname = plain(input.nickname);
  const { minLength: min, maxLength: max } = updateProfileBodyLimits.nickname;
  const length = countChars(nickname);
  if (length < min || length > max) {
    throw invalid(lang, 'nickname', (m) => m.account.nicknameLength(min, max));
  }
  const portrait = input.portrait ?? user.portrait;
  if (input.portrait?.startsWith('/v2/api/file/')) {
    // Only an image the caller uploaded; anything else is refused as if it did not exist.
    const key = input.portrait.slice('/v2/api/file/'.length);
    const [upload] = await ctx.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.key, key), eq(uploads.ownerId, user.id), eq(uploads.kind, 'image')));
    if (!upload) throw invalid(lang, 'portrait', (m) => m.account.noSuchPortrait);
  }
  const updated = await ctx.db.transaction(async (tx) => {
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

export async function sendEmailChangeCode(ctx: ServiceContext, sender: CodeSender, rawEmail: string) {
  const { lang } = ctx;
  const user = await me(ctx);
  const email = normaliseEmail(rawEmail);
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (owner) throw taken(lang, 'email');
  const code = await issueCode(ctx.db, { purpose: 'email-change', target: email, userId: user.id, ip: sender.ip, ipLimit: sender.codesPerIp, lang });
  await sender.mailer.sendCode({ to: email, code, purpose: 'email-change', lang });
  return { resendAfter: RESEND_AFTER_S };
}

export async function changeEmail(ctx: ServiceContext, rawEmail: string, code: string) {
  const { lang } = ctx;
  const user = await me(ctx);
  const email = normaliseEmail(rawEmail);
  await consumeCode(ctx.db, 'email-change', email, code, lang, user.id);
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (owner && owner.id !== user.id) throw taken(lang, 'email');
  try {
    await ctx.db.update(users).set({ email }).where(eq(users.id, user.id));
  } catch {
    // The unique index caught an address taken between the check and the update.
    throw taken(lang, 'email');
  }
  return {};
}

/** Phone codes go to the SMS gateway (SMS_URL), or outside production to the outbox (infra/sms). */
export async function sendPhoneCode(ctx: ServiceContext, sender: CodeSender, phone: string) {
  const { lang } = ctx;
  const user = await me(ctx);
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (owner && owner.id !== user.id) throw taken(lang, 'phone');
  const code = await issueCode(ctx.db, { purpose: 'phone', target: phone, userId: user.id, ip: sender.ip, ipLimit: sender.codesPerIp, lang });
  await sender.sms.sendCode({ to: phone, code, lang });
  return { resendAfter: RESEND_AFTER_S, status: 'success' as const };
}

export function maskPhone(phone: string): string {
  const keepHead = phone.length >= 12 ? 6 : 3;
  return phone.slice(0, keepHead) + '*'.repeat(Math.max(phone.length - keepHead - 4, 1)) + phone.slice(-4);
}

export async function bindPhone(ctx: ServiceContext, phone: string, code: string) {
  const { lang } = ctx;
  const user = await me(ctx);
  await consumeCode(ctx.db, 'phone', phone, code, lang, user.id);
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (owner && owner.id !== user.id) throw taken(lang, 'phone');
  await ctx.db.update(users).set({ phone }).where(eq(users.id, user.id));
  return { phone: maskPhone(phone) };
}
