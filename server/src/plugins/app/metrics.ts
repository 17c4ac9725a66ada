// The Prometheus metrics (infra/metrics/metrics.ts), never public: on a port of their own bound to
// 127.0.0.1 (METRICS_PORT), and/or at /metrics on the main port behind a bearer token
// (METRICS_TOKEN, compared in constant time); with neither, nothing is measured or served.
// Requests are labelled by the contract's operationId, fixed when each route is added (no per-path
// series: a request that matched no route is `unknown`); the hooks are callbacks and a map lookup.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { overdueClocks } from '../../services/bug/sla';
import { JOBS, lastSuccesses } from '../../services/jobs/job-runs';
import { outboxBacklog } from '../../services/webhooks/outbox-backlog';
import { PortalMetrics, UNKNOWN_ROUTE, type PoolStats } from '../../infra/metrics/metrics';
import type { Db } from '../../db/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics, when METRICS_PORT or METRICS_TOKEN is set; null otherwise. */
    metrics: PortalMetrics | null;
    /** The loopback-only metrics server (METRICS_PORT), once it listens. */
    metricsServer: http.Server | null;
  }
  interface FastifyContextConfig {
    /** The route's label in the request metrics: its operationId, else its path pattern. */
    metricsOperation?: string;
  }
}

export interface MetricsSetup {
  db: Db;
  port: number | undefined;
  token: string | undefined;
}

/** Only this machine reaches the metrics port. */
export const METRICS_HOST = '127.0.0.1';
/** Scrapes per client address per minute on the main port (a scraper asks every 15–60 s; more is guessing). */
export const METRICS_RATE_LIMIT = 60;

function poolOf(db: Db): (() => PoolStats) | undefined {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return undefined;
  return () => ({ total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount, max: client.options.max ?? 10 });
}

/** Before any route is added (the labels are fixed as routes are built) and before any request. */
export async function installMetrics(app: FastifyInstance, { db, port, token }: MetricsSetup): Promise<void> {
  if (port === undefined && token === undefined) {
    app.decorate('metrics', null);
    app.decorate('metricsServer', null);
    return;
  }
  const metrics = new PortalMetrics({
    jobs: JOBS,
    defaultMetrics: true,
    readers: {
      // Read at scrape time: the notice streams' plugin is registered after this.
      noticeStreams: () => app.noticeHub.size,
      outbox: () => outboxBacklog(db),
      jobSuccesses: () => lastSuccesses(db),
      overdueClocks: () => overdueClocks(db),
      pool: poolOf(db),
    },
  });
  app.decorate('metrics', metrics);
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    route.config = { ...(route.config ?? {}), metricsOperation: operationId ?? route.url };
  });
  app.addHook('onRequest', (_request, reply, done) => {
    // 'close' comes after the answer's last byte or when the client went away mid-answer.
    reply.raw.once('close', metrics.requestStarted());
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestDone(request.routeOptions.config.metricsOperation ?? UNKNOWN_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  let server: http.Server | null = null;
  if (port !== undefined) {
    server = http.createServer((req, res) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
        return;
      }
      metrics.scrape().then(
        ({ body, contentType }) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : body),
        (err: unknown) => {
          app.log.error({ err }, 'metrics scrape failed');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('scrape failed\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, METRICS_HOST, () => {
        server!.off('error', reject);
        resolve();
      });
    });
    app.log.info({ address: `${METRICS_HOST}:${(server.address() as AddressInfo).port}` }, 'metrics listening');
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    });
  }
  app.decorate('metricsServer', server);
}

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/** Whether an Authorization header carries the token: hashed first, so the comparison takes the same time whatever its length. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return crypto.timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/** GET /metrics on the main port with METRICS_TOKEN; after the hardening plugin, so its rate limit applies. */
export function registerMetricsRoute(app: FastifyInstance, token: string | undefined): void {
  const { metrics } = app;
  if (token === undefined || !metrics) return;
  app.get('/metrics', { config: { rateLimit: { max: METRICS_RATE_LIMIT, timeWindow: 60_000 } } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send({ status: 'unauthorized' });
    }
    const { body, contentType } = await metrics.scrape();
    return reply.type(contentType).send(body);
  });
}
