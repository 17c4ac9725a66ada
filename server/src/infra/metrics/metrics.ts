// The portal's Prometheus metrics through prom-client, one registry per app (a test process builds
// many apps). What the metrics read outside this process's memory (the database) comes in as plain
// functions (plugins/app/metrics.ts gives them), each read at most once per READ_FRESH_MS however
// many scrapers ask (cachedRead). docs/operations.md#metrics says what each one means.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How long a database read of a scrape stands for the next scrapes. */
export const READ_FRESH_MS = 5_000;
/** Seconds: from a cached public read (~1 ms) to a slow export; past 10 s the +Inf bucket counts it. */
export const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The operation label of a request that matched no route (any path: one series, not one per path). */
export const UNKNOWN_ROUTE = 'unknown';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface MetricReaders {
  /** Notice streams open on this server. */
  noticeStreams(): number;
  /** The webhook outbox: pending deliveries and the oldest one's age. */
  outbox(): Promise<{ pending: number; oldestAgeSeconds: number }>;
  /** Each job's latest successful finish, from the shared record of runs. */
  jobSuccesses(): Promise<Map<string, Date>>;
  /** Clocks of open reports past due now, per clock. */
  overdueClocks(): Promise<Record<string, number>>;
  /** The PostgreSQL pool's connections; absent on the embedded database (no pool). */
  pool?: () => PoolStats;
}

export interface MetricsOptions {
  readers: MetricReaders;
  jobs: readonly string[];
  /** Node's process metrics (CPU, memory, event loop, GC, handles). */
  defaultMetrics: boolean;
  now?: () => number;
}

/**
 * A read shared by the scrapes within `freshMs` (and by those in flight); a failure is not kept,
 * so the next scrape asks again.
 */
export function cachedRead<T>(read: () => Promise<T>, freshMs = READ_FRESH_MS, now: () => number = Date.now): () => Promise<T> {
  let value: { at: number; v: T } | null = null;
  let inFlight: Promise<T> | null = null;
  return () => {
    if (value && now() - value.at < freshMs) return Promise.resolve(value.v);
    inFlight ??= read().then(
      (v) => {
        value = { at: now(), v };
        inFlight = null;
        return v;
      },
      (err: unknown) => {
        inFlight = null;
        throw err;
      },
    );
    return inFlight;
  };
}

type Child = { observe(seconds: number): void; inc(): void };

export class PortalMetrics {
  readonly registry = new Registry();
  private readonly duration: Histogram<'operation' | 'status'>;
  private readonly requests: Counter<'operation' | 'status'>;
  private readonly children = new Map<string, Child>();
  private readonly jobRuns: Counter<'job'>;
  private readonly jobFailures: Counter<'job'>;
  private readonly readErrors: Counter<'source'>;
  private inFlight = 0;

  constructor(opts: MetricsOptions) {
    const registers = [this.registry];
    const { readers } = opts;
    const now = opts.now ?? Date.now;
    this.duration = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from routing to the last byte of the answer, by operationId (unknown: no route) and HTTP status.',
      labelNames: ['operation', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.requests = new Counter({
      name: 'portal_http_requests_total',
      help: 'Requests answered, by operationId (unknown: no route) and HTTP status.',
      labelNames: ['operation', 'status'],
      registers,
    });
    const inFlight: Gauge = new Gauge({
      name: 'portal_http_requests_in_flight',
      help: 'Requests received and not yet answered (open notice streams included).',
      registers,
      collect: () => inFlight.set(this.inFlight),
    });
    new Gauge({
      name: 'portal_notice_streams_open',
      help: 'Notice streams (server-sent events) open on this server.',
      registers,
      collect() {
        this.set(readers.noticeStreams());
      },
    });
    this.readErrors = new Counter({
      name: 'portal_metrics_read_errors_total',
      help: 'Metrics left out of a scrape because their database read failed, by source (outbox, jobs, sla).',
      labelNames: ['source'],
      registers,
    });
    const outbox = cachedRead(readers.outbox, READ_FRESH_MS, now);
    // Both gauges read the same cached answer (cachedRead shares the one query of a scrape).
    const pending: Gauge = new Gauge({
      name: 'portal_webhook_outbox_pending',
      help: 'Webhook deliveries waiting to be sent (retries included).',
      registers,
      collect: () =>
        this.read(
          'outbox',
          async () => pending.set((await outbox()).pending),
          () => pending.set(NaN),
        ),
    });
    const oldest: Gauge = new Gauge({
      name: 'portal_webhook_outbox_oldest_age_seconds',
      help: 'Age of the oldest pending webhook delivery (0 when none waits).',
      registers,
      collect: () =>
        this.read(
          'outbox',
          async () => oldest.set((await outbox()).oldestAgeSeconds),
          () => oldest.set(NaN),
        ),
    });
    this.jobRuns = new Counter({ name: 'portal_job_runs_total', help: 'Runs of each timed job on this server since it started.', labelNames: ['job'], registers });
    this.jobFailures = new Counter({ name: 'portal_job_failures_total', help: 'Failed runs of each timed job on this server since it started.', labelNames: ['job'], registers });
    for (const job of opts.jobs) {
      this.jobRuns.labels(job).inc(0);
      this.jobFailures.labels(job).inc(0);
    }
    const successes = cachedRead(readers.jobSuccesses, READ_FRESH_MS, now);
    const lastSuccess: Gauge<'job'> = new Gauge({
      name: 'portal_job_last_success_timestamp_seconds',
      help: 'When each timed job last finished a successful run, on any server (Unix time; absent until one has).',
      labelNames: ['job'],
      registers,
      collect: () =>
        this.read(
          'jobs',
          async () => {
            for (const [job, at] of await successes()) lastSuccess.labels(job).set(at.getTime() / 1000);
          },
          () => lastSuccess.reset(),
        ),
    });
    const overdue = cachedRead(readers.overdueClocks, READ_FRESH_MS, now);
    const breached: Gauge<'clock'> = new Gauge({
      name: 'portal_sla_clocks_breached',
      help: 'SLA clocks of open reports past their due time now, by clock.',
      labelNames: ['clock'],
      registers,
      collect: () =>
        this.read(
          'sla',
          async () => {
            for (const [clock, n] of Object.entries(await overdue())) breached.labels(clock).set(n);
          },
          () => breached.reset(),
        ),
    });
    const { pool } = readers;
    if (pool) {
      new Gauge({
        name: 'portal_db_pool_connections',
        help: 'PostgreSQL pool connections by state (in_use, idle) and its maximum (max).',
        labelNames: ['state'],
        registers,
        collect() {
          const p = pool();
          this.labels('in_use').set(p.total - p.idle);
          this.labels('idle').set(p.idle);
          this.labels('max').set(p.max);
        },
      });
      new Gauge({
        name: 'portal_db_pool_waiting',
        help: 'Queries waiting for a PostgreSQL pool connection.',
        registers,
        collect() {
          this.set(pool().waiting);
        },
      });
    }
    if (opts.defaultMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /**
   * A gauge filled from a database read: when the read fails `clear` leaves its series out (or NaN),
   * so no stale value passes for a fresh one; the failure is counted and the scrape goes on.
   */
  private async read(source: string, fill: () => Promise<void>, clear: () => void): Promise<void> {
    try {
      await fill();
    } catch {
      // Labelled series are dropped; a gauge without labels always has its one series: NaN, not zero.
      clear();
      this.readErrors.labels(source).inc();
    }
  }

  /** A request has come in; `done` when its answer has gone (or its connection closed). */
  requestStarted(): () => void {
    this.inFlight++;
    let open = true;
    return () => {
      if (open) {
        open = false;
        this.inFlight--;
      }
    };
  }

  /** One answered request. The label pair's children are kept: no label hashing per request. */
  requestDone(operation: string, status: number, seconds: number): void {
    const key = `${operation} ${status}`;
    let child = this.children.get(key);
    if (!child) {
      const labels = { operation, status: String(status) };
      const histogram = this.duration.labels(labels);
      const counter = this.requests.labels(labels);
      child = {
        observe: (s) => histogram.observe(s),
        inc: () => counter.inc(),
      };
      this.children.set(key, child);
    }
    child.observe(seconds);
    child.inc();
  }

  jobRan(job: string, ok: boolean): void {
    this.jobRuns.labels(job).inc();
    if (!ok) this.jobFailures.labels(job).inc();
  }

  /** The text exposition format, and its content type. */
  async scrape(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
