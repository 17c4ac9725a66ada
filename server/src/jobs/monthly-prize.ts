// The monthly prize runs by itself at 00:05 on the 1st (UTC+8) for the month that ended, and at
// start-up when the latest due month was missed (a server down on the 1st). Every server runs it;
// runMonthlyPrize's advisory lock and monthly_prizes row make it happen once. croner reads the
// schedule; the waiting is a timer of our own so a test can hold the clock and fire it. Each run (the
// catch-up's too, which finds the month already settled) is recorded (job.ts).
import { Cron } from 'croner';
import { CONTRACT_UTC_OFFSET_MINUTES, formatMonth } from '@common/contract-time';
import { runMonthlyPrize } from '../services/staff/admin-users';
import { JobName } from '@generated/enums';
import { recordedRun, type Job, type JobParts } from './job';

/** Five minutes after midnight: a request awarding coins at 23:59:59 has committed by then. */
export const PRIZE_CRON = '5 0 1 * *';
const schedule = new Cron(PRIZE_CRON, { utcOffset: CONTRACT_UTC_OFFSET_MINUTES, paused: true });

/** setTimeout holds at most ~24.8 days and a month is longer: long waits are taken in steps. */
export const MAX_WAIT_MS = 6 * 3600 * 1000;
/** After a failed run (the database away at 00:05), try again this much later. */
export const RETRY_MS = 10 * 60 * 1000;

/** The first run after `now`. */
export function nextPrizeRun(now: Date): Date {
  return schedule.nextRun(now)!;
}

/** The month ('YYYY-MM') settled by the latest run at or before `now`. */
export function dueMonth(now: Date): string {
  // croner leaves out a run at the reference instant itself: one millisecond on includes it.
  const [last] = schedule.previousRuns(1, new Date(now.getTime() + 1));
  return formatMonth(new Date(last!.getTime() - 3600 * 1000));
}

export interface PrizeScheduleOptions {
  now?: () => Date;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Wait for this first (the migrations and the demo at start-up). */
  after?: Promise<unknown>;
}

/**
 * Settles the due month now (the catch-up) and then at every run time until stopped; `first` is the
 * catch-up. A failed run is logged and retried, never fatal.
 */
export function startPrizeSchedule(parts: JobParts, opts: PrizeScheduleOptions = {}): Job {
  const { db, log, changes } = parts;
  const now = opts.now ?? (() => new Date());
  const setTimer = opts.setTimer ?? ((run, ms) => setTimeout(run, ms).unref());
  const clearTimer = opts.clearTimer ?? ((timer) => clearTimeout(timer as NodeJS.Timeout));
  let timer: unknown;
  let stopped = false;
  let running: Promise<boolean> = Promise.resolve(true);
  let next = nextPrizeRun(now());

  const settle = (): Promise<boolean> => {
    const month = dueMonth(now());
    return recordedRun(parts, JobName.MonthlyPrize, 'monthly prize failed; will retry', async () => {
      const { awarded, alreadyDone } = await runMonthlyPrize(db, 'zh', month, now(), parts.ledgerSigningKey);
      // Not a request: its committed awards and published inputs would otherwise wait for the next
      // write to show in ranks (on every server: the feed tells the others).
      if (!alreadyDone) await changes?.contentChanged();
      if (!alreadyDone) log.info({ month, awarded }, 'monthly prize awarded');
      return { count: alreadyDone ? 0 : awarded.length };
    });
  };
  const arm = () => {
    if (stopped) return;
    timer = setTimer(() => void tick(), Math.min(MAX_WAIT_MS, Math.max(0, next.getTime() - now().getTime())));
  };
  const tick = async () => {
    if (stopped) return;
    if (now() >= next) {
      running = settle();
      next = (await running) ? nextPrizeRun(now()) : new Date(now().getTime() + RETRY_MS);
    }
    arm();
  };

  running = opts.after ? opts.after.then(settle, () => false) : settle();
  const first = running.then((ok) => {
    if (!ok) next = new Date(now().getTime() + RETRY_MS);
    arm();
  });
  return {
    first,
    async stop() {
      stopped = true;
      clearTimer(timer);
      await running;
    },
  };
}
