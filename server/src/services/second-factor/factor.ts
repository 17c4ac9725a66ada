// Two-factor sign-in of an account (docs/rules.md#second-factor): enrolment (a secret, confirmed by a
// first code), recovery codes, turning it off, and the one check every code goes through. A right
// code of a 30 s step at or before the last one accepted is a replay and refused. Wrong codes are
// counted on the account: after MAX_TRIES (5, the emailed code's tries) in a row it is locked for
// LOCK_MS, so at most 30 guesses an hour get through, as with emailed codes (5 tries × 6 codes an
// hour, verification-codes.ts). Each check runs in a transaction holding the account's row, so
// parallel guesses cannot pass the count and one code cannot be used twice.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { recoveryCodes, secondFactors, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { t } from '../../messages/index';
import { MAX_TRIES, MAX_PER_TARGET, WINDOW_MS } from '../session/verification-codes';
import { getSetting } from '../settings/settings';
import type { Caller } from '../session/current-user';
import { enrolmentOf, matchingStep, newSecret } from './totp';
import { hashRecoveryCode, newRecoveryCode, normaliseRecoveryCode, RECOVERY_CODES, recoveryHash, sameHash } from './recovery';

/** A lock lasts an hour's share of the emailed codes' cap: 5 tries per 10 minutes, 30 an hour. */
export const LOCK_MS = WINDOW_MS / MAX_PER_TARGET;
export { MAX_TRIES };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Row = typeof secondFactors.$inferSelect;

const stateError = (text: string) => new ApiError(Retcode.StateNotAllowed, text);

/** Whether the account signs in with a second factor. */
export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ on: secondFactors.enabledAt }).from(secondFactors).where(eq(secondFactors.userId, userId));
  return Boolean(row?.on);
}

/** Whether the account must have it: staff while the setting requires it. */
export async function secondFactorRequired(db: Db, user: Caller): Promise<boolean> {
  return user.role === 'staff' && (await getSetting(db, 'staffSecondFactorRequired'));
}

export async function secondFactorStatus(db: Db, user: Caller) {
  const enabled = await hasSecondFactor(db, user.id);
  const [left] = enabled
    ? await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)))
    : [{ n: 0 }];
  return { enabled, recoveryCodesLeft: left?.n ?? 0, required: await secondFactorRequired(db, user) };
}

/** A new secret for the account (replacing one never confirmed); refused when one is in force. */
export async function startEnrolment(db: Db, lang: Lang, userId: number) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(Retcode.NotFound);
  const secret = newSecret();
  const [saved] = await db
    .insert(secondFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: secondFactors.userId, set: { secret, lastStep: null }, where: isNull(secondFactors.enabledAt) })
    .returning({ userId: secondFactors.userId });
  if (!saved) throw new ApiError(Retcode.Conflict, t(lang).secondFactor.alreadyOn);
  return { secret, ...(await enrolmentOf(secret, user.email)) };
}

async function replaceRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, ...hashRecoveryCode(code) })));
  return codes;
}

type Outcome = { ok: true } | { ok: false; error: ApiError };

/** Checks a code against the account's row (locked by the caller's transaction); counts a wrong one. */
async function checkCode(tx: Tx, row: Row, code: string, nowMs: number, lang: Lang, allowRecovery: boolean): Promise<Outcome> {
  if (row.lockedUntil && row.lockedUntil.getTime() > nowMs) {
    const seconds = Math.ceil((row.lockedUntil.getTime() - nowMs) / 1000);
    return { ok: false, error: new ApiError(Retcode.RateLimited, t(lang).secondFactor.locked(seconds)) };
  }
  let right = false;
  const step = matchingStep(row.secret, code, nowMs);
  if (step !== null && (row.lastStep === null || step > row.lastStep)) {
    right = true;
    await tx.update(secondFactors).set({ lastStep: step }).where(eq(secondFactors.userId, row.userId));
  } else if (step === null && allowRecovery) {
    right = await useRecoveryCode(tx, row.userId, code, nowMs);
  }
  if (right) {
    if (row.failures > 0 || row.lockedUntil) await tx.update(secondFactors).set({ failures: 0, lockedUntil: null }).where(eq(secondFactors.userId, row.userId));
    return { ok: true };
  }
  const failures = row.failures + 1;
  const locked = failures >= MAX_TRIES;
  await tx
    .update(secondFactors)
    .set(locked ? { failures: 0, lockedUntil: new Date(nowMs + LOCK_MS) } : { failures, lockedUntil: null })
    .where(eq(secondFactors.userId, row.userId));
  return { ok: false, error: new ApiError(Retcode.CaptchaWrong, t(lang).secondFactor.wrongCode) };
}

async function useRecoveryCode(tx: Tx, userId: number, code: string, nowMs: number): Promise<boolean> {
  const normalised = normaliseRecoveryCode(code);
  if (!normalised) return false;
  const unused = await tx
    .select()
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const match = unused.find((r) => sameHash(r.codeHash, recoveryHash(r.salt, normalised)));
  if (!match) return false;
  const [used] = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date(nowMs) })
    .where(and(eq(recoveryCodes.id, match.id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used !== undefined;
}

interface Check<T> {
  /** Only an enrolment waiting for its first code (true) or only one in force (false). */
  enrolling: boolean;
  allowRecovery: boolean;
  /** What to do once the code is right, in the same transaction. */
  then?: (tx: Tx) => Promise<T>;
}

/**
 * The one way a code is checked: the account's row is locked, the code checked and counted, and on
 * success `then` runs; a wrong code's count is committed before the refusal is thrown.
 */
async function withCode<T>(db: Db, lang: Lang, userId: number, code: string, nowMs: number, check: Check<T>): Promise<T | undefined> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(secondFactors).where(eq(secondFactors.userId, userId)).for('update');
    if (!row || Boolean(row.enabledAt) === check.enrolling) {
      const m = t(lang).secondFactor;
      return { error: stateError(check.enrolling ? (row ? m.alreadyOn : m.notEnrolling) : m.notOn) };
    }
    const outcome = await checkCode(tx, row, code, nowMs, lang, check.allowRecovery);
    if (!outcome.ok) return { error: outcome.error };
    const value: T | undefined = await check.then?.(tx);
    return { value };
  });
  if ('error' in result) throw result.error;
  return result.value;
}

/** Confirms a started enrolment with a first code: on, with 10 recovery codes shown this once. */
export async function confirmEnrolment(db: Db, lang: Lang, userId: number, code: string, nowMs: number) {
  const codes = await withCode(db, lang, userId, code, nowMs, {
    enrolling: true,
    allowRecovery: false,
    then: async (tx) => {
      await tx
        .update(secondFactors)
        .set({ enabledAt: new Date(nowMs) })
        .where(eq(secondFactors.userId, userId));
      return replaceRecoveryCodes(tx, userId);
    },
  });
  return { recoveryCodes: codes! };
}

export async function regenerateRecoveryCodes(db: Db, lang: Lang, userId: number, code: string, nowMs: number) {
  const codes = await withCode(db, lang, userId, code, nowMs, { enrolling: false, allowRecovery: true, then: (tx) => replaceRecoveryCodes(tx, userId) });
  return { recoveryCodes: codes! };
}

export async function disableSecondFactor(db: Db, lang: Lang, user: Caller, code: string, nowMs: number): Promise<void> {
  if (await secondFactorRequired(db, user)) {
    if (await hasSecondFactor(db, user.id)) throw stateError(t(lang).secondFactor.requiredForStaff);
  }
  await withCode(db, lang, user.id, code, nowMs, {
    enrolling: false,
    allowRecovery: true,
    then: async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      await tx.delete(secondFactors).where(eq(secondFactors.userId, user.id));
    },
  });
}

/** Checks an authenticator code or a recovery code of an account with the second factor on (sign-in, step-up). */
export async function verifySecondFactor(db: Db, lang: Lang, userId: number, code: string, nowMs: number): Promise<void> {
  await withCode(db, lang, userId, code, nowMs, { enrolling: false, allowRecovery: true });
}
