// What a session row holds about the second factor, kept in its own columns like the captcha's
// answer (not in the cached session record): read from the database where it decides something (the
// second sign-in step, a step-up check), so every server process sees a change at once.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { sessions } from '../../db/schema';
import { sessionKey } from '../../infra/stores/session-store';

/** How long a sign-in waits for its second factor after the emailed code. */
export const PENDING_TTL_MS = 10 * 60 * 1000;
/** How long a proof of the second factor lets the step-up operations pass (docs/rules.md#step-up). */
export const STEP_UP_TTL_MS = 10 * 60 * 1000;

/** Holds the account in a (rotated, still anonymous) session until its second factor comes. */
export async function holdPendingSignIn(db: Db, token: string, userId: number, nowMs: number): Promise<void> {
  await db
    .update(sessions)
    .set({ pendingUserId: userId, pendingExpiresAt: new Date(nowMs + PENDING_TTL_MS) })
    .where(eq(sessions.tokenHash, sessionKey(token)));
}

/** The account a session's sign-in waits for, or null when none waits or it waited too long. */
export async function pendingSignIn(db: Db, token: string | null, nowMs: number): Promise<number | null> {
  if (!token) return null;
  const [row] = await db
    .select({ userId: sessions.pendingUserId, expiresAt: sessions.pendingExpiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, sessionKey(token)));
  if (!row?.userId || !row.expiresAt || row.expiresAt.getTime() <= nowMs) return null;
  return row.userId;
}

/** Records that the session proved the second factor now (sign-in, enrolment, step-up). */
export async function markSecondFactor(db: Db, token: string, nowMs: number): Promise<void> {
  await db
    .update(sessions)
    .set({ secondFactorAt: new Date(nowMs), pendingUserId: null, pendingExpiresAt: null })
    .where(eq(sessions.tokenHash, sessionKey(token)));
}

/** Whether the session proved the second factor within STEP_UP_TTL_MS. */
export async function steppedUp(db: Db, token: string | null, nowMs: number): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ at: sessions.secondFactorAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, sessionKey(token)));
  const at = row?.at?.getTime();
  return at !== undefined && at <= nowMs && nowMs - at < STEP_UP_TTL_MS;
}
