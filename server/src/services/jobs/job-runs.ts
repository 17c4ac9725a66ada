// The record of the timed jobs' runs (table job_runs): each run is written when it ends, and the
// rows of that job older than RUNS_KEPT_DAYS go with it (the busiest job runs every 5 minutes, so
// the table stays at a few thousand rows). Staff read each job's last run; the metrics read each
// job's last success.
import { and, desc, eq, lt, max } from 'drizzle-orm';
import { formatDateTime } from '@common/contract-time';
import { JobName } from '@generated/enums';
import { JobRunResultLimits } from '@generated/limits';
import type { Db } from '../../db/index';
import { jobRuns } from '../../db/schema';

export const RUNS_KEPT_DAYS = 30;
const DAY_MS = 86_400_000;
/** Every job, in the order staff see them. */
export const JOBS = Object.values(JobName);

export interface JobRunRecord {
  job: JobName;
  startedAt: Date;
  finishedAt: Date;
  ok: boolean;
  count: number;
  /** A failure's error message. */
  detail: string | null;
}

export async function recordJobRun(db: Db, run: JobRunRecord): Promise<void> {
  const detail = run.detail === null ? null : [...run.detail].slice(0, JobRunResultLimits.detail.maxLength).join('');
  await db.insert(jobRuns).values({ ...run, count: Math.max(0, Math.trunc(run.count)), detail });
  const before = new Date(run.finishedAt.getTime() - RUNS_KEPT_DAYS * DAY_MS);
  await db.delete(jobRuns).where(and(eq(jobRuns.job, run.job), lt(jobRuns.finishedAt, before)));
}

/** Each job's latest successful finish (jobs that never succeeded are absent): one grouped read on the index. */
export async function lastSuccesses(db: Db): Promise<Map<JobName, Date>> {
  const rows = await db
    .select({ job: jobRuns.job, at: max(jobRuns.finishedAt) })
    .from(jobRuns)
    .where(eq(jobRuns.ok, true))
    .groupBy(jobRuns.job);
  return new Map(rows.filter((r) => r.at !== null).map((r) => [r.job as JobName, r.at!]));
}

/** What listJobRuns answers: every job, its latest run and its latest success. */
export async function listJobRuns(db: Db) {
  const [latest, successes] = await Promise.all([db.selectDistinctOn([jobRuns.job]).from(jobRuns).orderBy(jobRuns.job, desc(jobRuns.finishedAt), desc(jobRuns.id)), lastSuccesses(db)]);
  const byJob = new Map(latest.map((r) => [r.job, r]));
  return {
    jobs: JOBS.map((job) => {
      const run = byJob.get(job);
      const success = successes.get(job);
      return {
        job,
        lastRun: run ? { startTime: formatDateTime(run.startedAt), finishTime: formatDateTime(run.finishedAt), ok: run.ok, count: run.count, detail: run.detail } : null,
        lastSuccessTime: success ? formatDateTime(success) : null,
      };
    }),
  };
}
