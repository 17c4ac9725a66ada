// `npm run bench -- soak` (or `npm run soak`): SOAK_SECONDS (default 600) of mixed traffic against
// one portal server — the production entry point as `npm start` runs it (dist/server/main.mjs, built
// first when stale, with the environment and node flags of package.json's start script; with its
// jobs, overload guard and metrics port) on the embedded database with the demo, or on PostgreSQL
// with SOAK_DATABASE_URL (a server's address: a database of the run's own is created there and
// dropped after it) — on loopback, sampled every 10 s.
// - Data: a fresh database with the demo, SOAK_STREAMS (500) researchers more with a session and 10
//   notices each, sessions holding a captcha answer for the submissions, and a webhook endpoint for
//   `report.submitted` at a receiver this process runs on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE=127.0.0.1,
//   the allow-list the webhook tests use), all written before the server starts (seed-readers.ts).
// - Traffic, at fixed rates (open loop: a slow server is not asked less): SOAK_RPS (default 100)
//   reads a second, 60% public (rank lists, announcements, banners, gifts, blog, activities, FAQ)
//   and 40% signed in as one of the researchers (my reports, centre summary, coins, notices, unread
//   count); SOAK_SUBMITS_PER_S (default 1) report submissions, each sending a signed webhook to the
//   receiver; the researchers' SOAK_STREAMS notice streams held open throughout. At most 64
//   requests in flight: past it a request is not sent and counted (the load fell behind: a fail
//   after the warm-up).
// - Each sample (every 10 s): the server's RSS (/proc/<pid>/status), JS heap and memory outside it
//   (prom-client's `external`: buffers and the embedded database's WebAssembly memory), its event-loop delay
//   (p99 and max of the window, from /metrics: prom-client resets them at each scrape), requests the
//   server counted, the window's requests, errors and p99 as this process saw them, open streams,
//   the webhook outbox and deliveries.
// - Pass: 0 errors (a failed or non-zero-retcode answer, a stream refused or ended, a webhook
//   with a bad signature, a submission not delivered within 30 s of the end); RSS not growing after
//   the warm-up — the least-squares slope of the samples after SOAK_WARMUP_SECONDS (default 120,
//   a third of shorter runs) at most SOAK_RSS_SLOPE MB/min (default 2: a leak of 200 bytes a
//   request at this rate); p99 steady — the p99 of the last minute at most 2× that of the first
//   minute after the warm-up (taken as at least 5 ms; half the samples after the warm-up each
//   when fewer: one 10 s window's p99 on a shared machine is mostly noise). Before the clock starts
//   each route is asked once and two reports are submitted (a server's first answers load code;
//   that happens once in its life). Prints the table and PASS or FAIL; exit code 1 on FAIL.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { webhookEndpoints } from '../server/src/db/schema';
import { loadDemo } from '../server/src/demo/index';
import { newSecret, verifySignature } from '../server/src/services/webhooks/signature';
import { percentile, soakVerdict, type SoakSample } from './load-stats';
import { startBundledServer } from './bundled-server';
import { freePort, mb, now, rssOf, stopChild } from './proc';
import { soakDatabase, type SoakDatabase } from './soak-database';
import { CAPTCHA, CSRF, seedReaders, seedSubmitters } from './seed-readers';
import { holdStreams, type HeldStream } from './stream-client';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WARMUP_S = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.min(120, Math.floor(SECONDS / 3)));
const RPS = Number(process.env.SOAK_RPS ?? 100);
const SUBMITS_PER_S = Number(process.env.SOAK_SUBMITS_PER_S ?? 1);
const STREAMS = Number(process.env.SOAK_STREAMS ?? 500);
const SAMPLE_S = 10;
const MAX_IN_FLIGHT = 64;
const DELIVERY_GRACE_MS = 30_000;
const RULE = { warmupS: WARMUP_S, maxRssSlopeMbPerMin: Number(process.env.SOAK_RSS_SLOPE ?? 2), p99Ratio: 2, p99FloorMs: 5, p99SpanS: 60, sampleS: SAMPLE_S };

const PUBLIC = [
  '/v2/api/rank/user?language=zh&page=1&pageSize=20',
  '/v2/api/rank/user?language=en&page=2&pageSize=20',
  '/v2/api/rank/team?language=zh&page=1&pageSize=20',
  '/v2/api/announcement?language=zh&page=1&pageSize=10',
  '/v2/api/banner?language=en',
  '/v2/api/reward?language=zh&page=1&pageSize=10',
  '/v2/api/blog/article?language=en&page=1&pageSize=10',
  '/v2/api/activity?language=zh&page=1&pageSize=10',
  '/v2/api/faq?language=zh',
];
const SIGNED_IN = [
  '/v2/api/my/bugs?language=zh&page=1&pageSize=10',
  '/v2/api/my/summary?language=zh',
  '/v2/api/my/coins?language=en&page=1&pageSize=10',
  '/v2/api/notice?language=zh&page=1&pageSize=10',
  '/v2/api/notice/unread-count?language=zh',
];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

interface Window {
  latencies: number[];
  requests: number;
  errors: number;
  shed: number;
  submitted: number;
}
const newWindow = (): Window => ({ latencies: [], requests: 0, errors: 0, shed: 0, submitted: 0 });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-soak-'));
const logFile = path.join(dir, 'server.log');
let server: ChildProcess | null = null;
let receiver: http.Server | null = null;
let streams: HeldStream[] = [];
let store: SoakDatabase | null = null;
const firstErrors: string[] = [];
const noteError = (what: string) => {
  if (firstErrors.length < 10) firstErrors.push(what);
};

try {
  // The receiver first: the endpoint names its port.
  const secret = newSecret();
  const delivered = new Map<number, number>(); // report id → when it arrived
  const webhook = { received: 0, badSignature: 0, duplicates: 0 };
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      webhook.received += 1;
      if (!verifySignature(secret, String(req.headers['x-webhook-signature']), String(req.headers['x-webhook-timestamp']), body)) {
        webhook.badSignature += 1;
        noteError('a webhook with a bad signature');
      }
      const id = (JSON.parse(body) as { data?: { report?: { id?: number } } }).data?.report?.id;
      if (typeof id === 'number') {
        if (delivered.has(id)) webhook.duplicates += 1;
        else delivered.set(id, now());
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;

  let started = performance.now();
  store = await soakDatabase(dir);
  console.log(`on ${store.label}`);
  const database = await store.open();
  const demo = await loadDemo(database.db);
  const readers = await seedReaders(database.db, { count: STREAMS, prefix: 'soak', noticesEach: 10 });
  const submitters = await seedSubmitters(database.db, readers.userIds.slice(0, 100), Math.ceil(SECONDS * SUBMITS_PER_S * 1.2) + 20);
  await database.db.insert(webhookEndpoints).values({ url: receiverUrl, events: ['report.submitted'], secret });
  await database.db.execute(sql`ANALYZE`);
  await database.close();
  console.log(
    `the demo (${demo.users} accounts, ${demo.bugs} reports), ${STREAMS} researchers more, ${submitters.length} captcha sessions, a webhook endpoint: ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const metricsPort = await freePort();
  const bundled = await startBundledServer({
    dataDir: dir,
    logFile,
    env: { ...store.serverEnv, METRICS_PORT: String(metricsPort), WEBHOOK_ALLOW_PRIVATE: '127.0.0.1' },
  });
  server = bundled.child;
  const origin = bundled.origin;
  console.log(`server ready in ${(bundled.readyMs / 1000).toFixed(1)} s (${bundled.command}; pid ${server.pid}, RSS ${mb(rssOf(server.pid!)).toFixed(0)} MB)`);

  streams = await holdStreams(origin, readers.cookies, 50);
  console.log(`${streams.length} notice streams open`);

  // Idle sockets are dropped after 20 s, well before the server's keep-alive timeout (Fastify's
  // 72 s): reusing one the server is closing at that moment fails with ECONNRESET, a race of the
  // client's making (browsers drop idle connections early for the same reason).
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT, timeout: 20_000 });
  let window = newWindow();
  let inFlight = 0;
  const submittedAt = new Map<number, number>();

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: string) => {
    if (inFlight >= MAX_IN_FLIGHT) {
      window.shed += 1;
      return;
    }
    inFlight += 1;
    const at = performance.now();
    const done = (error: string | null, json?: { retcode?: number; retdata?: { id?: number } }) => {
      inFlight -= 1;
      window.requests += 1;
      window.latencies.push(performance.now() - at);
      if (error) {
        window.errors += 1;
        noteError(`${method} ${url}: ${error}`);
      } else if (method === 'POST' && typeof json?.retdata?.id === 'number') {
        submittedAt.set(json.retdata.id, now());
        window.submitted += 1;
      }
    };
    const request = http.request(`${origin}${url}`, { method, agent, headers: body ? { ...headers, 'content-length': String(Buffer.byteLength(body)) } : headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) return done(`HTTP ${res.statusCode}`);
        try {
          const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { retcode?: number; retmsg?: string; retdata?: { id?: number } };
          done(json.retcode === 0 ? null : `retcode ${json.retcode} ${json.retmsg}`, json);
        } catch {
          done('not JSON');
        }
      });
      res.on('error', (err) => done(err.message));
    });
    request.on('error', (err) => done(err.message));
    request.end(body);
  };

  let submitterAt = 0;
  const submit = () => {
    const cookie = submitters[submitterAt++];
    if (!cookie) {
      // Sized for SECONDS × the rate with a margin: running out is the bench's fault, but still a failed submission.
      window.errors += 1;
      return noteError('out of captcha sessions');
    }
    const form = new URLSearchParams({
      name: 'soak report',
      level: '2',
      mainType: '3',
      subType: '301',
      link: 'https://www.example.com/s?q=1',
      detail: '<p>steps to reproduce</p>',
      captcha: CAPTCHA,
    });
    call('POST', '/v2/api/bug?language=en', { cookie, 'x-csrf-token': CSRF, 'content-type': 'application/x-www-form-urlencoded' }, form.toString());
  };

  const samples: (SoakSample & {
    p99Ms: number;
    heapMb: number;
    externalMb: number;
    loopP99Ms: number;
    loopMaxMs: number;
    requests: number;
    serverRequests: number;
    shed: number;
    streamsOpen: number;
    outbox: number;
    delivered: number;
  })[] = [];
  let serverRequestsBefore = 0;
  let droppedBefore = 0;
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const scrape = async () => {
    const text = await (await fetch(metricsUrl)).text();
    const value = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
    let requests = 0;
    for (const m of text.matchAll(/^portal_http_requests_total\{[^}]*\} (\S+)$/gm)) requests += Number(m[1]);
    return {
      heap: value('nodejs_heap_size_used_bytes'),
      external: value('nodejs_external_memory_bytes'),
      loopP99: value('nodejs_eventloop_lag_p99_seconds'),
      loopMax: value('nodejs_eventloop_lag_max_seconds'),
      streams: value('portal_notice_streams_open'),
      outbox: value('portal_webhook_outbox_pending'),
      requests,
    };
  };
  // Each route once, and two submissions, before the clock starts (their errors count too).
  started = performance.now();
  for (const url of PUBLIC) call('GET', url, {});
  for (const url of SIGNED_IN) call('GET', url, { cookie: readers.cookies[0]! });
  submit();
  submit();
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  const primed = window;
  window = newWindow();
  console.log(`each route once and two submissions: ${((performance.now() - started) / 1000).toFixed(1)} s, ${primed.errors} errors`);
  serverRequestsBefore = (await scrape()).requests;

  console.log(`\n${SECONDS} s: ${RPS} reads/s (60% public, 40% signed in), ${SUBMITS_PER_S} submissions/s, ${STREAMS} streams; warm-up ${WARMUP_S} s`);
  const header = '| t s | RSS MB | heap MB | external MB | loop p99 ms | loop max ms | requests | server counted | p99 ms | errors | not sent | streams | outbox | webhooks |';
  console.log(header);
  console.log('|' + '---:|'.repeat(14));
  const loadStart = performance.now();
  let reads = 0;
  let submits = 0;
  const tick = setInterval(() => {
    const elapsedS = (performance.now() - loadStart) / 1000;
    for (; reads < Math.floor(elapsedS * RPS); reads++) {
      if (Math.random() < 0.6) call('GET', pick(PUBLIC), {});
      else call('GET', pick(SIGNED_IN), { cookie: pick(readers.cookies) });
    }
    for (; submits < Math.floor(elapsedS * SUBMITS_PER_S); submits++) submit();
  }, 10);

  for (let n = 1; n * SAMPLE_S <= SECONDS; n++) {
    await new Promise((resolve) => setTimeout(resolve, loadStart + n * SAMPLE_S * 1000 - performance.now()));
    const closed = window;
    window = newWindow();
    const m = await scrape();
    const dropped = streams.filter((s) => s.droppedAt !== null).length;
    if (dropped > droppedBefore) noteError(`${dropped - droppedBefore} notice streams ended`);
    const sample = {
      atS: n * SAMPLE_S,
      rssMb: mb(rssOf(server.pid!)),
      heapMb: mb(m.heap),
      externalMb: mb(m.external),
      loopP99Ms: m.loopP99 * 1000,
      loopMaxMs: m.loopMax * 1000,
      requests: closed.requests,
      serverRequests: m.requests - serverRequestsBefore,
      latencies: closed.latencies,
      p99Ms: percentile(closed.latencies, 0.99),
      errors: closed.errors + (dropped - droppedBefore),
      shed: closed.shed,
      streamsOpen: m.streams,
      outbox: m.outbox,
      delivered: delivered.size,
    };
    serverRequestsBefore = m.requests;
    droppedBefore = dropped;
    samples.push(sample);
    const f = (x: number, digits = 0) => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a');
    console.log(
      `| ${sample.atS}${sample.atS <= WARMUP_S ? ' (warm-up)' : ''} | ${f(sample.rssMb)} | ${f(sample.heapMb)} | ${f(sample.externalMb)} | ${f(sample.loopP99Ms, 1)} | ${f(sample.loopMaxMs, 1)} | ${sample.requests} | ${sample.serverRequests} | ${f(sample.p99Ms, 1)} | ${sample.errors} | ${sample.shed} | ${f(sample.streamsOpen)} | ${f(sample.outbox)} | ${sample.delivered} |`,
    );
  }
  clearInterval(tick);
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));

  // Every accepted submission's webhook, within the grace period (the worker polls every 5 s).
  const graceEnd = performance.now() + DELIVERY_GRACE_MS;
  const undelivered = () => [...submittedAt.keys()].filter((id) => !delivered.has(id)).length;
  while (undelivered() > 0 && performance.now() < graceEnd) await new Promise((resolve) => setTimeout(resolve, 200));
  const lags = [...submittedAt].filter(([id]) => delivered.has(id)).map(([id, at]) => delivered.get(id)! - at);
  const missing = undelivered();
  if (missing > 0) noteError(`${missing} submissions' webhooks not delivered within ${DELIVERY_GRACE_MS / 1000} s of the end`);

  // Not sending is the load falling behind: tolerated while the server warms up, a fail after.
  const shed = samples.filter((x) => x.atS > WARMUP_S).reduce((n, x) => n + x.shed, 0);
  const verdict = soakVerdict(samples, RULE, missing + webhook.badSignature + primed.errors);
  if (shed > 0) {
    verdict.pass = false;
    verdict.reasons.push(`${shed} requests not sent after the warm-up: ${MAX_IN_FLIGHT} were in flight (the server fell behind the rate)`);
  }
  const total = samples.reduce((n, s) => n + s.requests, 0);
  const steady = samples.filter((s) => s.atS > WARMUP_S);
  console.log(
    `\n${total} requests (${submittedAt.size} report submissions accepted), ${webhook.received} webhook deliveries received (${webhook.duplicates} repeated), ${streams.length} streams held`,
  );
  console.log(`webhook lag (submission answered → delivery received): p50 ${percentile(lags, 0.5).toFixed(0)} ms, p99 ${percentile(lags, 0.99).toFixed(0)} ms`);
  console.log(
    `after the ${WARMUP_S} s warm-up, on ${store.label}: RSS ${Math.min(...steady.map((s) => s.rssMb)).toFixed(0)}–${Math.max(...steady.map((s) => s.rssMb)).toFixed(0)} MB, slope ${verdict.rssSlopeMbPerMin.toFixed(2)} MB/min (bound ${RULE.maxRssSlopeMbPerMin}); p99 first ${verdict.firstP99Ms.toFixed(1)} ms, last ${verdict.lastP99Ms.toFixed(1)} ms (spans of up to ${RULE.p99SpanS} s; bound ${RULE.p99Ratio}× the first, at least ${RULE.p99FloorMs} ms); event-loop delay p99 up to ${Math.max(...steady.map((s) => s.loopP99Ms)).toFixed(1)} ms`,
  );
  for (const e of firstErrors) console.log(`  error: ${e}`);
  console.log(verdict.pass ? '\nPASS' : `\nFAIL: ${verdict.reasons.join('; ')}`);
  if (!verdict.pass) {
    process.exitCode = 1;
    const tail = fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-10);
    if (tail.length && tail[0]) console.log(`\nthe server log's last lines:\n${tail.join('\n')}`);
  }
} finally {
  for (const s of streams) s.close();
  if (server) await stopChild(server);
  receiver?.closeAllConnections();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await store?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
}
