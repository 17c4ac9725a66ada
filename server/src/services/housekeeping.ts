// Housekeeping: every visitor's first call writes a 30-day session row, every code request a row and
// (on PostgreSQL) every limited request a rate-limit window, and nothing else ever deletes them. Expired rows are purged at start-up and then hourly,
// off any request's path; the timer never keeps the process alive and stops when the app closes.
import { and, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index';
import { rateLimits, sessions, verificationCodes } from '../db/schema';
import { WINDOW_MS } from './verification-codes';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes expired sessions, and codes that are expired and older than the rate-limit window: the
 * limits count a target's and an address's codes of the last hour, used or not, so a younger
 * expired code must stay for those counts to hold.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<{ sessions: number; codes: number; rateLimits: number }> {
  const gone = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.tokenHash });
  const codes = await db
    .delete(verificationCodes)
    .where(and(lt(verificationCodes.expiresAt, now), lt(verificationCodes.createdAt, new Date(now.getTime() - WINDOW_MS))))
    .returning({ id: verificationCodes.id });
  // Rate-limit windows that have ended (services/rate-limit-store.ts; empty on the embedded database).
  const limits = await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now)).returning({ key: rateLimits.key });
  return { sessions: gone.length, codes: codes.length, rateLimits: limits.length };
}

/**
 * Purges now (or once `after` settles: the server listens before its migrations have run) and every
 * `intervalMs`; call before the app is ready (it adds an onClose hook). Returns the first purge so a
 * caller (a test) can wait for it; a failed purge is logged, not fatal.
 */
export function startHousekeeping(app: FastifyInstance, db: Db, opts: { intervalMs?: number; now?: () => Date; after?: Promise<unknown> } = {}): Promise<void> {
  const now = opts.now ?? (() => new Date());
  const run = async () => {
    try {
      const purged = await purgeExpired(db, now());
      if (purged.sessions + purged.codes + purged.rateLimits > 0) app.log.info(purged, 'purged expired sessions, codes and rate-limit windows');
    } catch (err) {
      app.log.error({ err }, 'housekeeping failed');
    }
  };
  const timer = setInterval(() => void run(), opts.intervalMs ?? HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return opts.after ? opts.after.then(run, () => {}) : run();
}
