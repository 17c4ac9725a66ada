// Re-checks past their deadline move on by themselves (every server runs this; each report moves
// once: services/bug/recheck-expiry.ts claims the rows). Each run is recorded (job.ts).
import { JobName } from '@generated/enums';
import { expireRechecks } from '../services/bug/recheck-expiry';
import { every, recordedRun, type Job, type JobParts } from './job';

export const RECHECK_EXPIRY_INTERVAL_MS = 5 * 60 * 1000;

export function startRecheckExpiry(parts: JobParts, opts: { intervalMs?: number; now?: () => Date; after?: Promise<unknown> } = {}): Job {
  const now = opts.now ?? (() => new Date());
  const { db, log, changes } = parts;
  return every(
    async () => {
      await recordedRun(parts, JobName.RecheckExpiry, 're-check expiry failed', async () => {
        const moved = await expireRechecks(db, now());
        if (moved.length > 0) {
          log.info({ reports: moved }, 'expired re-checks finished as fixed');
          // A write outside any request: the in-memory caches (public answers, per-account reads) hear of it here.
          await changes?.contentChanged();
        }
        return { count: moved.length };
      });
    },
    { intervalMs: opts.intervalMs ?? RECHECK_EXPIRY_INTERVAL_MS, after: opts.after },
  );
}
