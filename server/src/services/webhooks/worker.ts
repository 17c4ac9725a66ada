// The outbox's sender. Each tick claims due deliveries in a short transaction (`for update skip
// locked`, then a lease written on the rows), so of several servers on one database exactly one
// takes each row; the lease outlives an attempt's timeout, and a row whose server died mid-attempt
// is claimed again once its lease ends (at least once, never lost). Each attempt's outcome is
// written only by the lease's holder. Failures are retried with exponential backoff until 24 hours
// after the delivery was created; then it is marked failed (staff may redeliver it).
import crypto from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { AddressPolicy } from '../upload/remote-image/address-policy';
import type { Resolver } from './address-check';
import { sendOnce, type Attempt } from './send';
import { WebhookDeliveryLimits } from '@generated/limits';

export interface WorkerOptions {
  policy: AddressPolicy;
  /** Pause between ticks that found nothing due. */
  intervalMs?: number;
  /** The first retry's delay; each later one doubles, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long after its creation a delivery is still retried. */
  retryForMs?: number;
  leaseMs?: number;
  batch?: number;
  timeoutMs?: number;
  resolve?: Resolver;
  /** Starts once this settles (the server listens before its migrations have run). */
  after?: Promise<unknown>;
  log?: FastifyBaseLogger;
}

export const WORKER_DEFAULTS = {
  intervalMs: 5_000,
  baseDelayMs: 30_000,
  maxDelayMs: 2 * 3_600_000,
  retryForMs: 24 * 3_600_000,
  leaseMs: 60_000,
  batch: 10,
};

type Claimed = { id: number; deliveryId: string; event: string; body: string; attempts: number; createdAt: Date; url: string; secret: string };

/** Takes up to `batch` due rows for `owner` until now + leaseMs. */
export async function claimDue(db: Db, owner: string, opts: { batch: number; leaseMs: number }, now = new Date()): Promise<Claimed[]> {
  const ids = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now), or(isNull(webhookDeliveries.leaseUntil), lt(webhookDeliveries.leaseUntil, now))))
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
      .limit(opts.batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const rows = await tx
      .update(webhookDeliveries)
      .set({ leaseUntil: new Date(now.getTime() + opts.leaseMs), leaseOwner: owner })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((d) => d.id),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    return rows.map((r) => r.id);
  });
  if (ids.length === 0) return [];
  return db
    .select({
      id: webhookDeliveries.id,
      deliveryId: webhookDeliveries.deliveryId,
      event: webhookDeliveries.event,
      body: webhookDeliveries.body,
      attempts: webhookDeliveries.attempts,
      createdAt: webhookDeliveries.createdAt,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(inArray(webhookDeliveries.id, ids));
}

export function retryDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/** Writes an attempt's outcome, if `owner` still holds the lease (answers whether it did). */
async function record(db: Db, row: Claimed, owner: string, attempt: Attempt, o: typeof WORKER_DEFAULTS, now: Date): Promise<boolean> {
  const attempts = row.attempts + 1;
  const next = new Date(now.getTime() + retryDelay(attempts, o.baseDelayMs, o.maxDelayMs));
  const givesUp = next.getTime() > row.createdAt.getTime() + o.retryForMs;
  const status = attempt.ok ? 'delivered' : givesUp ? 'failed' : 'pending';
  const updated = await db
    .update(webhookDeliveries)
    .set({
      status,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: now,
      nextAttemptAt: status === 'pending' ? next : now,
      leaseUntil: null,
      leaseOwner: null,
      responseCode: attempt.code,
      responseExcerpt: attempt.excerpt,
      error: attempt.error?.slice(0, WebhookDeliveryLimits.error.maxLength) ?? null,
      durationMs: attempt.durationMs,
    })
    .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.leaseOwner, owner)))
    .returning({ id: webhookDeliveries.id });
  return updated.length > 0;
}

/** One pass: claims what is due and sends it. Answers how many rows it claimed. */
export async function deliverDue(db: Db, owner: string, opts: WorkerOptions): Promise<number> {
  const o = { ...WORKER_DEFAULTS, ...dropUndefined(opts) };
  const claimed = await claimDue(db, owner, o);
  await Promise.all(
    claimed.map(async (row) => {
      const attempt = await sendOnce(row, { policy: opts.policy, timeoutMs: opts.timeoutMs, resolve: opts.resolve });
      await record(db, row, owner, attempt, o, new Date());
    }),
  );
  return claimed.length;
}

function dropUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export interface Worker {
  /**
   * Stops ticking and waits for the running tick, at most `STOP_WAIT_MS`: a shutdown must not wait
   * out an attempt's timeout. A row left mid-attempt keeps its lease and is sent again after it.
   */
  stop(): Promise<void>;
}

export const STOP_WAIT_MS = 3_000;

/** Ticks until stopped; a failed tick is logged and the next one tries again. */
export function startWebhookWorker(db: Db, opts: WorkerOptions): Worker {
  const owner = `${process.pid}-${crypto.randomBytes(6).toString('hex')}`;
  const intervalMs = opts.intervalMs ?? WORKER_DEFAULTS.intervalMs;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  function tick() {
    running = running.then(async () => {
      if (stopped) return;
      let claimed = 0;
      try {
        claimed = await deliverDue(db, owner, opts);
      } catch (err) {
        opts.log?.error({ err }, 'webhook delivery tick failed');
      }
      // A full batch means more may be due: go on at once.
      schedule(claimed >= (opts.batch ?? WORKER_DEFAULTS.batch) ? 0 : intervalMs);
    });
  }
  void (opts.after ?? Promise.resolve()).then(
    () => schedule(0),
    () => {},
  );
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise<void>((resolve) => (wait = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(wait);
    },
  };
}
