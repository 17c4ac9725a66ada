// A job runs outside any request, on a timer, for the life of the app. It takes plain parts (the
// database, a log, the change feed when there is one), never the Fastify instance: plugins/app/jobs.ts
// starts every job and stops it when the app closes; a test starts one alone and holds its clock.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index';
import type { ChangeFeed } from '../infra/change-feed/change-feed';

export interface JobParts {
  db: Db;
  log: FastifyBaseLogger;
  /** Tells every server's caches of a write no request made (absent where no feed is running). */
  changes?: ChangeFeed;
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
