// The runs of the timed jobs (jobs/): one row per run, written when it ends by the server that ran it,
// so staff see each job's last run and the metrics its last success, across servers and restarts.
// Rows older than 30 days are dropped as new ones are written (services/jobs/job-runs.ts).
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { JobName } from '@generated/enums';
import { oneOf, ts } from './columns';

export const jobRuns = pgTable(
  'job_runs',
  {
    id: serial('id').primaryKey(),
    job: text('job').notNull(),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at').notNull(),
    ok: boolean('ok').notNull(),
    /** What the run handled (rows purged, re-checks moved, prizes awarded, files removed). */
    count: integer('count').notNull().default(0),
    /** A failed run's error message (operator text); null after a success. */
    detail: text('detail'),
  },
  (t) => [index('job_runs_job_idx').on(t.job, t.finishedAt), check('job_runs_job_check', oneOf(t.job, JobName))],
);
