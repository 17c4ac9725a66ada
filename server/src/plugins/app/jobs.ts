// Every job of the server (jobs/), started in one place and stopped when the app closes (before the
// database: main.ts closes the app first). main.ts registers it; a test app built alone runs no job.
import fp from 'fastify-plugin';
import type { JobName } from '@generated/enums';
import { startHousekeeping } from '../../jobs/housekeeping';
import { startPrizeSchedule } from '../../jobs/monthly-prize';
import { startRecheckExpiry } from '../../jobs/recheck-expiry';
import { startUploadSweep } from '../../jobs/upload-sweep';
import { startWebhookWorker } from '../../services/webhooks/worker';
import type { AddressPolicy } from '../../services/upload/remote-image/address-policy';

export interface JobsOptions {
  /** The migrations: the server listens before they have run, and no job may start before. */
  migrated: Promise<unknown>;
  /** The migrations and the demo: a first start settles last month's prize like any server that missed the 1st. */
  settled: Promise<unknown>;
  /** Where webhook deliveries may connect. */
  webhookPolicy: AddressPolicy;
}

export const jobsPlugin = fp<JobsOptions>(
  async (app, { migrated, settled, webhookPolicy }) => {
    const { metrics } = app;
    // Each run's end is counted in the metrics (when they are on); the record itself is the job's (jobs/job.ts).
    const parts = {
      db: app.db,
      log: app.log,
      changes: app.changes,
      ledgerSigningKey: app.config.ledgerSigningKey,
      onRun: metrics ? (job: JobName, ok: boolean) => metrics.jobRan(job, ok) : undefined,
    };
    const jobs = [
      startHousekeeping(parts, { after: migrated }),
      // Re-checks past their deadline move on by themselves (every server; each report moves once).
      startRecheckExpiry(parts, { after: migrated }),
      // The outbox's sender.
      startWebhookWorker(app.db, { policy: webhookPolicy, after: migrated, log: app.log }),
      startPrizeSchedule(parts, { after: settled }),
      startUploadSweep(parts, app.storage),
    ];
    app.addHook('onClose', async () => {
      await Promise.all(jobs.map((job) => job.stop()));
    });
  },
  { name: 'jobs' },
);
