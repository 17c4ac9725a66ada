// The operators' metrics: scraped from /metrics with the token and from the loopback-only metrics
// port, parsed by a Prometheus text-format parser (not prom-client's own round trip), every family
// there with sane values after a few requests; refused without the token; unknown paths one series.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import parsePrometheusTextFormat, { type Family, type Sample } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobName } from '@generated/enums';
import { bugs, webhookDeliveries, webhookEndpoints } from '../../server/src/db/schema';
import { recordedRun } from '../../server/src/jobs/job';
import { callOp, startTestApp, type TestApp } from '../contract/harness';

const TOKEN = 'metrics-test-token-0123456789abcdef';
let t: TestApp;
let port: number;

/** A port free a moment ago (the config takes 1–65535, not 0). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

beforeAll(async () => {
  port = await freePort();
  t = await startTestApp({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(port) });
});
afterAll(() => t.close());

const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
const family = (families: Family[], name: string) => {
  const found = families.find((f) => f.name === name);
  expect(found, name).toBeDefined();
  return found!;
};
const sample = (f: Family, labels: Record<string, string> = {}): Sample | undefined => f.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
const value = (f: Family, labels: Record<string, string> = {}) => Number(sample(f, labels)?.value);
/**
 * One series of a histogram. The parser reads a histogram family as one series (it knows only the
 * `le` label and takes `_sum`/`_count` without labels), so the lines of that label set are handed to
 * it alone, with their other labels taken off.
 */
function histogramSeries(text: string, name: string, labels: Record<string, string>): Sample {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const lines = text
    .split('\n')
    .filter((line) => line === `# TYPE ${name} histogram` || (line.startsWith(`${name}_`) && wanted.every((l) => line.includes(l))))
    .map((line) =>
      line.replace(/\{([^}]*)\}/, (_all, inner: string) => {
        const le = /le="[^"]*"/.exec(inner);
        return le ? `{${le[0]}}` : '';
      }),
    );
  const [series] = parsePrometheusTextFormat(`${lines.join('\n')}\n`);
  expect(series?.type, name).toBe('HISTOGRAM');
  return series!.metrics[0]!;
}

describe('/metrics on the main port', () => {
  it('is refused without the token, with another token or scheme', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer ', `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.body).not.toContain('portal_');
    }
  });

  it('answers every family with sane values after a few requests', async () => {
    const staff = await t.newResearcher({ role: 'staff' });
    const long = new Date(Date.now() - 365 * 86_400_000);
    await t.db.insert(bugs).values([
      { userId: staff.id, name: 'old', level: 2, detail: 'd', mainType: 3, subType: 301, submittedAt: long },
      { userId: staff.id, name: 'new', level: 2, detail: 'd', mainType: 3, subType: 301 },
    ]);
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({ url: 'https://hooks.example.com/in', events: ['report.submitted'], secret: 'x'.repeat(32) })
      .returning();
    const queued = new Date(Date.now() - 120_000);
    await t.db.insert(webhookDeliveries).values({ eventId: crypto.randomUUID(), endpointId: endpoint!.id, event: 'report.submitted', body: '{}', createdAt: queued });
    const succeeded = new Date('2026-11-27T01:00:00Z');
    await recordedRun(
      { db: t.db, log: Fastify().log, onRun: (job, ok) => t.app.metrics!.jobRan(job, ok) },
      JobName.Housekeeping,
      'x',
      async () => ({ count: 0 }),
      () => succeeded,
    );
    await recordedRun(
      { db: t.db, log: Fastify().log, onRun: (job, ok) => t.app.metrics!.jobRan(job, ok) },
      JobName.Housekeeping,
      'x',
      () => Promise.reject(new Error('down')),
      () => succeeded,
    );

    for (let i = 0; i < 3; i++) expect((await callOp(t.app, 'getInfo')).status).toBe(200);
    expect((await callOp(t.app, 'listJobRuns', staff)).json.retcode).toBe(0);
    for (const path of ['/nothing-here', '/v2/api/no/such/operation', `/x${Math.random()}`]) await t.app.inject({ method: 'GET', url: path });

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const families = parsePrometheusTextFormat(res.body);

    expect(family(families, 'portal_http_request_duration_seconds').type).toBe('HISTOGRAM');
    const info = histogramSeries(res.body, 'portal_http_request_duration_seconds', { operation: 'getInfo', status: '200' });
    expect(Number(info.count)).toBe(3);
    expect(Number(info.sum)).toBeGreaterThan(0);
    expect(Number(info.sum)).toBeLessThan(30);
    expect(Number(info.buckets!['+Inf'])).toBe(3);
    expect(Number(info.buckets!['0.002'])).toBeLessThanOrEqual(Number(info.buckets!['10']));
    expect(Number(histogramSeries(res.body, 'portal_http_request_duration_seconds', { operation: 'listJobRuns', status: '200' }).count)).toBe(1);
    const requests = family(families, 'portal_http_requests_total');
    expect(requests.type).toBe('COUNTER');
    expect(value(requests, { operation: 'getInfo', status: '200' })).toBe(3);
    // Unmatched paths are one series, never a series per path.
    const operations = new Set(requests.metrics.map((m) => m.labels?.operation ?? ''));
    expect([...operations].filter((o) => o.includes('nothing') || o.startsWith('/x') || o.includes('no/such'))).toEqual([]);
    const unknown = requests.metrics.filter((m) => m.labels!.operation === 'unknown').reduce((n, m) => n + Number(m.value), 0);
    expect(unknown).toBeGreaterThanOrEqual(2);

    // The scrape itself is the one request in flight.
    expect(value(family(families, 'portal_http_requests_in_flight'))).toBe(1);
    expect(value(family(families, 'portal_notice_streams_open'))).toBe(0);
    expect(value(family(families, 'portal_webhook_outbox_pending'))).toBe(1);
    const age = value(family(families, 'portal_webhook_outbox_oldest_age_seconds'));
    expect(age).toBeGreaterThanOrEqual(120);
    expect(age).toBeLessThan(600);

    const runs = family(families, 'portal_job_runs_total');
    expect(runs.type).toBe('COUNTER');
    expect(value(runs, { job: 'housekeeping' })).toBe(2);
    expect(value(runs, { job: 'monthlyPrize' })).toBe(0);
    expect(value(family(families, 'portal_job_failures_total'), { job: 'housekeeping' })).toBe(1);
    const lastSuccess = family(families, 'portal_job_last_success_timestamp_seconds');
    expect(value(lastSuccess, { job: 'housekeeping' })).toBe(succeeded.getTime() / 1000);
    expect(sample(lastSuccess, { job: 'monthlyPrize' })).toBeUndefined();

    // The year-old open report has every clock past due; the new one none.
    const breached = family(families, 'portal_sla_clocks_breached');
    expect(Object.fromEntries(breached.metrics.map((m) => [m.labels!.clock, Number(m.value)]))).toEqual({ firstResponse: 1, rating: 1, reward: 1, resolution: 1 });

    // The embedded database has no pool; Node's process metrics are there.
    expect(families.find((f) => f.name === 'portal_db_pool_connections')).toBeUndefined();
    expect(value(family(families, 'process_resident_memory_bytes'))).toBeGreaterThan(0);
    expect(value(family(families, 'nodejs_heap_size_used_bytes'))).toBeGreaterThan(0);
    expect(family(families, 'nodejs_eventloop_lag_seconds').type).toBe('GAUGE');

    // The Grafana dashboard reads only metrics the server exposes (the pool's: PostgreSQL only).
    const dashboard = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../docs/grafana-dashboard.json'), 'utf8')) as { panels: { targets?: { expr: string }[] }[] };
    const exprs = dashboard.panels.flatMap((p) => p.targets ?? []).map((target) => target.expr);
    expect(exprs.length).toBeGreaterThan(10);
    const read = new Set(exprs.flatMap((expr) => expr.match(/\b(?:portal|process|nodejs)_[a-z0-9_]+/g) ?? []).map((name) => name.replace(/_(?:bucket|sum|count)$/, '')));
    const exposed = new Set(families.map((f) => f.name));
    expect([...read].filter((name) => !exposed.has(name) && !name.startsWith('portal_db_pool_'))).toEqual([]);
  });
});

describe('the metrics port', () => {
  it('listens on loopback only and answers the same families, nothing else', async () => {
    const address = t.app.metricsServer!.address() as AddressInfo;
    expect(address).toMatchObject({ address: '127.0.0.1', port });
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    const families = parsePrometheusTextFormat(await res.text());
    expect(families.map((f) => f.name)).toEqual(expect.arrayContaining(['portal_http_request_duration_seconds', 'portal_job_runs_total', 'portal_sla_clocks_breached']));
    // No request of the main port is in flight now (every earlier one closed).
    expect(value(family(families, 'portal_http_requests_in_flight'))).toBe(0);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);

    // This machine's other addresses do not reach it.
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (external) {
      const refused = await new Promise<string>((resolve) => {
        const socket = net.connect(port, external.address);
        socket.once('connect', () => {
          socket.destroy();
          resolve('connected');
        });
        socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      });
      expect(refused).toBe('ECONNREFUSED');
    }
  });
});
