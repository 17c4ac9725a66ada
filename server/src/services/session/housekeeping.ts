// Housekeeping: every visitor's first call writes a 30-day session row, every code request a row,
// every single sign-on started a 10-minute row (deleted by its callback, if it comes) and (on
// PostgreSQL) every limited request a rate-limit window, and nothing else ever deletes them. What expired rows may go
// (jobs/housekeeping.ts purges them at start-up and then hourly).
import { and, lt } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { rateLimits, sessions, ssoLogins, verificationCodes } from '../../db/schema';
import { WINDOW_MS } from './verification-codes';

/**
 * Deletes expired sessions, and codes that are expired and older than the rate-limit window: the
 * limits count a target's and an address's codes of the last hour, used or not, so a younger
 * expired code must stay for those counts to hold.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<{ sessions: number; codes: number; rateLimits: number; ssoLogins: number }> {
  const gone = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.tokenHash });
  const codes = await db
    .delete(verificationCodes)
    .where(and(lt(verificationCodes.expiresAt, now), lt(verificationCodes.createdAt, new Date(now.getTime() - WINDOW_MS))))
    .returning({ id: verificationCodes.id });
  // Rate-limit windows that have ended (infra/stores/rate-limit-store.ts; empty on the embedded database).
  const limits = await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now)).returning({ key: rateLimits.key });
  // Single sign-ons started and never finished (services/sso/sso-logins.ts).
  const sso = await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, now)).returning({ key: ssoLogins.stateHash });
  return { sessions: gone.length, codes: codes.length, rateLimits: limits.length, ssoLogins: sso.length };
}
