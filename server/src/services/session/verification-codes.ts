// Verification codes (email sign-in, email change, phone binding): 6 digits from a CSPRNG, stored
// only as a keyed hash, valid 10 minutes, single use, at most 5 tries per code, a new one for the
// same target only after 120 s, and a cap per target and per IP address counted in the table itself
// (so the limits hold across restarts and across server processes).
import crypto from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { verificationCodes } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { t } from '../../messages/index';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_AFTER_S = 120;
export const MAX_TRIES = 5;
export const WINDOW_MS = 60 * 60 * 1000;
/** Codes per hour for one email or phone (and for one signed-in account), and for one IP address. */
export const MAX_PER_TARGET = 6;
export const MAX_PER_IP = 20;

export type CodePurpose = 'login' | 'email-change' | 'phone';

function hashCode(purpose: CodePurpose, target: string, code: string): string {
  return crypto.createHash('sha256').update(`${purpose}\n${target}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

const tooSoon = (lang: Lang, seconds: number) => t(lang).auth.codeTooSoon(seconds);

export interface IssueRequest {
  purpose: CodePurpose;
  target: string;
  userId?: number | null;
  ip: string;
  /** Codes per hour for `ip` (the CODES_PER_IP_PER_HOUR setting); MAX_PER_IP when not given. */
  ipLimit?: number;
  lang: Lang;
}

/** Creates a code (replacing the target's earlier ones) and returns it for delivery. Throws 1003. */
export async function issueCode(db: Db, req: IssueRequest, now = new Date()): Promise<string> {
  const { purpose, target, lang } = req;
  return db.transaction(async (tx) => {
    // Serialise issuing per target so two parallel requests cannot both pass the 120 s check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${purpose}:${target}`}))`);
    const [last] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (last) {
      const wait = Math.ceil((last.createdAt.getTime() + RESEND_AFTER_S * 1000 - now.getTime()) / 1000);
      if (wait > 0) throw new ApiError(Retcode.RateLimited, tooSoon(lang, wait));
    }
    const since = new Date(now.getTime() - WINDOW_MS);
    const [perTarget] = await tx
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createdAt, since)));
    const [perIp] = await tx
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.ip, req.ip), gt(verificationCodes.createdAt, since)));
    // A signed-in account (email change, phone) is also capped across the targets it tries.
    const [perUser] = req.userId
      ? await tx
          .select({ n: count() })
          .from(verificationCodes)
          .where(and(eq(verificationCodes.userId, req.userId), gt(verificationCodes.createdAt, since)))
      : [{ n: 0 }];
    if ((perTarget?.n ?? 0) >= MAX_PER_TARGET || (perIp?.n ?? 0) >= (req.ipLimit ?? MAX_PER_IP) || (perUser?.n ?? 0) >= MAX_PER_TARGET) {
      throw new ApiError(Retcode.RateLimited, t(lang).auth.tooManyCodes);
    }
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target), isNull(verificationCodes.consumedAt)));
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.insert(verificationCodes).values({
      purpose,
      target,
      userId: req.userId ?? null,
      codeHash: hashCode(purpose, target, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      ip: req.ip,
      createdAt: now,
    });
    return code;
  });
}

const wrongCode = (lang: Lang) => new ApiError(Retcode.CaptchaWrong, t(lang).auth.wrongCode);

/**
 * Checks and consumes the target's current code; throws 1004 when it is wrong, expired, used, or
 * already tried 5 times. Each attempt first claims a try atomically, so parallel guesses cannot
 * exceed the limit, and the right code on a sixth attempt is refused.
 */
export async function consumeCode(db: Db, purpose: CodePurpose, target: string, code: string, lang: Lang, userId?: number): Promise<void> {
  const now = new Date();
  const [current] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!current || current.expiresAt.getTime() <= now.getTime()) throw wrongCode(lang);
  if (userId !== undefined && current.userId !== userId) throw wrongCode(lang);
  const [claimed] = await db
    .update(verificationCodes)
    .set({ tries: sql`${verificationCodes.tries} + 1` })
    .where(and(eq(verificationCodes.id, current.id), lt(verificationCodes.tries, MAX_TRIES), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (!claimed) {
    throw new ApiError(Retcode.CaptchaWrong, t(lang).auth.tooManyTries);
  }
  if (!/^\d{6}$/.test(code) || !sameHash(current.codeHash, hashCode(purpose, target, code))) throw wrongCode(lang);
  const [used] = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, current.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (!used) throw wrongCode(lang);
}
