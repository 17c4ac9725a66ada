// Expired sessions, codes, rate-limit windows and unfinished single sign-ons are purged at start-up and then hourly, off any
// request's path (services/session/housekeeping.ts says what goes); then the embedded database is vacuumed and
// analyzed, as it has no autovacuum (db/maintenance.ts). Each run is recorded (job.ts).
import { JobName } from '@generated/enums';
import { vacuumEmbedded } from '../db/maintenance';
import { purgeExpired } from '../services/session/housekeeping';
import { every, recordedRun, type Job, type JobParts } from './job';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export function startHousekeeping(parts: JobParts, opts: { intervalMs?: number; now?: () => Date; after?: Promise<unknown> } = {}): Job {
  const now = opts.now ?? (() => new Date());
  const { db, log } = parts;
  return every(
    async () => {
      await recordedRun(parts, JobName.Housekeeping, 'housekeeping failed', async () => {
        const purged = await purgeExpired(db, now());
        const count = purged.sessions + purged.codes + purged.rateLimits + purged.ssoLogins;
        if (count > 0) log.info(purged, 'purged expired sessions, codes, rate-limit windows and single sign-ons');
        // After the purge, so the rows it deleted are vacuumed too.
        await vacuumEmbedded(db);
        return { count };
      });
    },
    { intervalMs: opts.intervalMs ?? HOUSEKEEPING_INTERVAL_MS, after: opts.after },
  );
}
