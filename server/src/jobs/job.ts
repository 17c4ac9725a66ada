// A job runs outside any request, on a timer, for the life of the app. It takes plain parts (the
// database, a log, the change feed when there is one), never the Fastify instance: plugins/app/jobs.ts
// starts every job and stops it when the app closes; a test starts one alone and holds its clock.
import type { KeyObject } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobName } from '@generated/enums';
import type { Db } from '../db/index';
import type { ChangeFeed } from '../infra/change-feed/change-feed';
import { recordJobRun } from '../services/jobs/job-runs';

export interface JobParts {
  db: Db;
  log: FastifyBaseLogger;
  /** Tells every server's caches of a write no request made (absent where no feed is running). */
  changes?: ChangeFeed;
  /** Hears every run's end (the metrics count runs and failures). */
  onRun?: (job: JobName, ok: boolean) => void;
  /** The configured statement key (LEDGER_SIGNING_KEY): the monthly prize signs its inputs with it. */
  ledgerSigningKey?: KeyObject;
}

/** What a successful run handled, for its record. */
export interface RunOutcome {
  count: number;
}

/**
 * Runs one run of `job` and records it (services/jobs/job-runs.ts): its times, success and count,
 * or the error it threw, which is logged with `failure`. Answers whether the run succeeded; never
 * throws (a record that cannot be written, the database being away, is logged too). The times are
 * the wall clock's (when the run really happened), not a job's rule clock; `now` is for tests.
 */
export async function recordedRun(parts: JobParts, job: JobName, failure: string, run: () => Promise<RunOutcome>, now: () => Date = () => new Date()): Promise<boolean> {
  const startedAt = now();
  let ok = true;
  let count = 0;
  let detail: string | null = null;
  try {
    ({ count } = await run());
  } catch (err) {
    ok = false;
    detail = err instanceof Error ? err.message || err.name : String(err);
    parts.log.error({ err, job }, failure);
  }
  parts.onRun?.(job, ok);
  try {
    await recordJobRun(parts.db, { job, startedAt, finishedAt: now(), ok, count, detail });
  } catch (err) {
    parts.log.error({ err, job }, 'could not record the job run');
  }
  return ok;
}

export interface Job {
  /** The first run (the catch-up at start-up): a caller, usually a test, may wait for it. */
  first: Promise<void>;
  /** No further run starts; resolves once a run under way has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `run` once `after` settles (the server listens before its migrations have run), then every
 * `intervalMs`, one run at a time; `run` logs its own failures (a failed run waits for the next tick).
 */
export function every(run: () => Promise<void>, opts: { intervalMs: number; after?: Promise<unknown> }): Job {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    if (!stopped) running = running.then(run);
  }, opts.intervalMs);
  timer.unref();
  running = opts.after ? opts.after.then(run, () => {}) : run();
  return {
    first: running,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
