// Health for supervisors and load balancers (not part of the API contract), and admission:
// - GET /livez: the process is up and its event loop turns (never refused for overload: a
//   supervisor must not kill a server only because it is busy).
// - GET /readyz (and /healthz, its older name): ready for traffic — start-up finished (the
//   migrations ran), not shutting down, not overloaded, and the database answers within 2 s (an
//   answer counts for a second: checks polled faster share one query, see DatabasePing).
// - While the server starts or stops, every other request answers 503 with Retry-After; under
//   overload (@fastify/under-pressure: the event loop lags) likewise, instead of queueing without
//   bound. Those answers carry the envelope (retcode 1003, try again later), the request id and
//   strict security headers like every other answer; a browser asking for a page gets a page
//   instead, which says so in its language and reloads itself after the wait.
import underPressure from '@fastify/under-pressure';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index';
import { Retcode, fail, retcodeText, type Lang } from '../../envelope';
import { langOf } from '../../lang';
import { t } from '../../messages/index';
import { STRICT_HEADERS } from './errors';
import { fallsBackToPage } from './web-app';

export type ReadinessState = 'starting' | 'ready' | 'stopping';

/** Where start-up and shutdown are; main.ts moves it, an app built for a test is ready at once. */
export class Readiness {
  constructor(public state: ReadinessState = 'ready') {}
}

export interface AdmissionOptions {
  readiness: Readiness;
  /**
   * Mean event-loop delay (ms) past which requests are refused. Unset (off) unless given: main.ts
   * sets it for the real server; an app built by a test would otherwise refuse requests right
   * after the test's own heavy set-up (PGlite works on the main thread).
   */
  maxEventLoopDelay?: number;
  /** Heap in use (bytes) past which requests are refused; unset by default (tests use it). */
  maxHeapUsedBytes?: number;
}

/** While starting or stopping: migrations and a drain take seconds. */
const RETRY_AFTER_S = 5;
/** Under overload: the pressure is measured again each second, so a second later may be answered. */
const OVERLOAD_RETRY_AFTER_S = 1;
const DB_PING_TIMEOUT_MS = 2_000;
/** How long the database's last answer to a health check stands for it. */
export const PING_FRESH_MS = 1_000;
const HEALTH_PATHS = new Set(['/livez', '/readyz', '/healthz']);

/** A page address asked for by a browser (it accepts HTML), not an API call or an asset. */
function wantsPage(request: FastifyRequest): boolean {
  return fallsBackToPage(request) && String(request.headers.accept ?? '').includes('text/html');
}

function busyPage(lang: Lang, retryAfterS: number): string {
  const m = t(lang).busyPage;
  return `<!doctype html><html lang="${m.htmlLang}"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${retryAfterS}"><title>${m.title}</title></head><body><p>${m.text(retryAfterS)}</p></body></html>`;
}

function refuse(request: FastifyRequest, reply: FastifyReply, retryAfterS: number) {
  const lang = langOf(request);
  reply.status(503).headers({ 'retry-after': String(retryAfterS), 'cache-control': 'no-store', ...STRICT_HEADERS });
  if (wantsPage(request)) return reply.type('text/html; charset=utf-8').send(busyPage(lang, retryAfterS));
  return reply.send(fail(Retcode.RateLimited, retcodeText(Retcode.RateLimited, lang), lang));
}

/** Registered first, before any hook that reads the database (the session's) can run. */
export async function installAdmission(app: FastifyInstance, opts: AdmissionOptions) {
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelay,
    maxHeapUsedBytes: opts.maxHeapUsedBytes,
    retryAfter: OVERLOAD_RETRY_AFTER_S,
    pressureHandler: (request, reply) => {
      // The health checks answer for themselves (readiness says "overloaded"), handled normally.
      if (HEALTH_PATHS.has(request.url.split('?')[0]!)) return;
      void refuse(request, reply, OVERLOAD_RETRY_AFTER_S);
    },
  });
  app.decorate('readiness', opts.readiness);
  // A callback hook (no promise per request); a refusal answers without calling done.
  app.addHook('onRequest', (request, reply, done) => {
    if (opts.readiness.state === 'ready' || HEALTH_PATHS.has(request.url.split('?')[0]!)) return done();
    void refuse(request, reply, RETRY_AFTER_S);
  });
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), DB_PING_TIMEOUT_MS)))]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The database's answer to the health checks. The embedded database runs on the main thread, so a
 * query per check made /healthz cost 5–8× a 404 and let a busy poller take the event loop from
 * real requests. A success is kept for PING_FRESH_MS and checks in flight share one query; a
 * failure is never kept (the next check asks again), so "unavailable" is never a stale answer.
 */
export class DatabasePing {
  private okAt = -Infinity;
  private inFlight: Promise<boolean> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = performance.now.bind(performance),
  ) {}

  answers(): Promise<boolean> {
    if (this.now() - this.okAt < PING_FRESH_MS) return Promise.resolve(true);
    this.inFlight ??= databaseAnswers(this.db).then((ok) => {
      if (ok) this.okAt = this.now();
      this.inFlight = null;
      return ok;
    });
    return this.inFlight;
  }
}

/** Registered after the hardening plugin, so these answers carry its headers too. */
export function registerHealthRoutes(app: FastifyInstance, opts: { db: Db; readiness: Readiness }) {
  const ping = new DatabasePing(opts.db);
  app.get('/livez', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('cache-control', 'no-store');
    const { state } = opts.readiness;
    if (state !== 'ready') return reply.status(503).header('retry-after', String(RETRY_AFTER_S)).send({ status: state });
    if (app.isUnderPressure()) return reply.status(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_S)).send({ status: 'overloaded' });
    if (!(await ping.answers())) return reply.status(503).send({ status: 'unavailable' });
    return { status: 'ok' };
  };
  app.get('/readyz', ready);
  app.get('/healthz', ready);
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}
