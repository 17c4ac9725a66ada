// Expired sessions, codes, rate-limit windows and unfinished single sign-ons are purged at start-up and then hourly, off any
// request's path (services/session/housekeeping.ts says what goes).
import { purgeExpired } from '../services/session/housekeeping';
import { every, type Job, type JobParts } from './job';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export function startHousekeeping({ db, log }: JobParts, opts: { intervalMs?: number; now?: () => Date; after?: Promise<unknown> } = {}): Job {
  const now = opts.now ?? (() => new Date());
  return every(
    async () => {
      try {
        const purged = await purgeExpired(db, now());
        if (purged.sessions + purged.codes + purged.rateLimits + purged.ssoLogins > 0) log.info(purged, 'purged expired sessions, codes, rate-limit windows and single sign-ons');
      } catch (err) {
        log.error({ err }, 'housekeeping failed');
      }
    },
    { intervalMs: opts.intervalMs ?? HOUSEKEEPING_INTERVAL_MS, after: opts.after },
  );
}
