// `npm run bench`: builds the data set at two scales in fresh embedded databases, serves each with
// the real portal app in a child process, and measures with autocannon (32 connections) the rank
// lists, the announcement list and my-bugs next to a bare Fastify route answering the same JSON from
// memory. Figures are printed as ratios to the bare route, measured in the same run, because these
// machines are noisy; the first (uncached) answer of each route is timed too. Environment: BENCH_SECONDS (default 10), BENCH_SCALES (default small,large).
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../server/src/db/index';
import { periodsOf } from '../common/periods';
import { DbSessionStore } from '../server/src/services/session-store';
import { buildDataSet, SCALES, type Scale } from './build-data';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 32;
const scaleNames = (process.env.BENCH_SCALES ?? 'small,large').split(',') as (keyof typeof SCALES)[];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function monthRange(): { startTime: string; endTime: string } {
  const month = periodsOf(new Date()).month; // m202611
  const y = Number(month.slice(1, 5));
  const m = Number(month.slice(5, 7));
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { startTime: `${y}-${mm}-01`, endTime: `${y}-${mm}-${last}` };
}

const { startTime, endTime } = monthRange();
const ROUTES: Record<string, { path: string; signedIn?: boolean }> = {
  'rank users, month': { path: `/v2/api/rank/user?language=zh&page=1&pageSize=20&startTime=${startTime}&endTime=${endTime}` },
  'rank users, all time': { path: '/v2/api/rank/user?language=zh&page=1&pageSize=20' },
  'rank teams, all time': { path: '/v2/api/rank/team?language=zh&page=1&pageSize=20' },
  'announcement list': { path: '/v2/api/announcement?language=zh&page=1&pageSize=10' },
  'my bugs': { path: '/v2/api/my/bugs?language=zh&page=1&pageSize=10', signedIn: true },
};

function startChild(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(tsx, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve({ child, port: (JSON.parse(line) as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function measure(url: string, headers: Record<string, string>, duration: number): Promise<Figures> {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function prepare(scale: Scale, dir: string): Promise<{ cookie: string }> {
  const started = performance.now();
  console.log(`building ${scale.label} (${scale.researchers} researchers, ${scale.ledger} ledger records) …`);
  const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  await buildDataSet(database.db, scale, console.log);
  const token = crypto.randomBytes(32).toString('hex'); // the session cookie's format: 64 hex characters
  await new DbSessionStore(database.db).set(token, { userId: 1, role: 'researcher', csrfToken: 'bench' }, 86_400);
  await database.close();
  console.log(`  built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { cookie: `src_sid=${token}` };
}

const results: { scale: string; route: string; portal: Figures; bare: Figures }[] = [];
const firstAnswers: { scale: string; route: string; ms: number; warmMs: number }[] = [];

for (const name of scaleNames) {
  const scale = SCALES[name];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-bench-'));
  try {
    const { cookie } = await prepare(scale, dir);
    const portal = await startChild(['bench/serve-portal.ts', dir]);
    const bodies: Record<string, string> = {};
    const keys = Object.keys(ROUTES);
    for (const [i, route] of Object.entries(ROUTES)) {
      // The first answer is never cached: its time is what a rank list costs after a new award.
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${portal.port}${route.path}`, { headers: route.signedIn ? { cookie } : {} });
      const body = await res.text();
      const firstMs = performance.now() - started;
      // Then a warm miss: another page of the same list is another cache key.
      const warmStarted = performance.now();
      await (await fetch(`http://127.0.0.1:${portal.port}${route.path.replace('page=1&', 'page=3&')}`, { headers: route.signedIn ? { cookie } : {} })).text();
      firstAnswers.push({ scale: scale.label, route: i, ms: firstMs, warmMs: performance.now() - warmStarted });
      const json = JSON.parse(body) as { retcode: number; retmsg: string };
      if (json.retcode !== 0) throw new Error(`${i}: retcode ${json.retcode} ${json.retmsg}`);
      bodies[String(keys.indexOf(i))] = body;
    }
    const bodiesFile = path.join(dir, 'bodies.json');
    fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
    const bare = await startChild(['bench/serve-bare.ts', bodiesFile]);
    for (const [i, route] of Object.entries(ROUTES)) {
      const headers: Record<string, string> = route.signedIn ? { cookie } : {};
      const portalUrl = `http://127.0.0.1:${portal.port}${route.path}`;
      const bareUrl = `http://127.0.0.1:${bare.port}/bare/${keys.indexOf(i)}`;
      await measure(portalUrl, headers, 1); // warm-up
      const p = await measure(portalUrl, headers, seconds);
      await measure(bareUrl, {}, 1);
      const b = await measure(bareUrl, {}, seconds);
      results.push({ scale: scale.label, route: i, portal: p, bare: b });
      console.log(`  ${i}: ${p.rps.toFixed(0)} req/s, p50 ${p.p50} ms, p99 ${p.p99} ms (bare ${b.rps.toFixed(0)} req/s, p99 ${b.p99} ms)`);
    }
    await stopChild(bare.child);
    await stopChild(portal.child);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`\n${connections} connections, ${seconds} s per measurement; ratio = portal / bare route in the same run\n`);
console.log('| data set | route | req/s | p50 ms | p99 ms | req/s ratio | p99 ratio | errors |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
  console.log(
    `| ${r.scale} | ${r.route} | ${r.portal.rps.toFixed(0)} | ${r.portal.p50} | ${r.portal.p99} | ${ratio(r.portal.rps, r.bare.rps)} | ${ratio(r.portal.p99, r.bare.p99)} | ${r.portal.errors} |`,
  );
}

console.log('\nUncached answers, one request alone: the first after start-up (cold), then page 3 (warm):');
for (const f of firstAnswers) console.log(`  ${f.scale}, ${f.route}: cold ${f.ms.toFixed(0)} ms, warm ${f.warmMs.toFixed(0)} ms`);

const find = (scale: Scale, route: string) => results.find((r) => r.scale === scale.label && r.route === route);
console.log('\nTargets (embedded default):');
for (const route of ['rank users, month', 'rank users, all time']) {
  const large = find(SCALES.large, route);
  const small = find(SCALES.small, route);
  if (large) console.log(`  ${route}: p99 ${large.portal.p99} ms at ${connections} connections (target < 50 ms): ${large.portal.p99 < 50 ? 'met' : 'MISSED'}`);
  if (large && small) {
    for (const q of ['p50', 'p99'] as const) {
      const growth = large.portal[q] / Math.max(small.portal[q], 1);
      console.log(`  ${route}: ${q} at 1,000,000 reports is ${growth.toFixed(2)}× that at 10,000 (target ≤ 2×): ${growth <= 2 ? 'met' : 'MISSED'}`);
    }
  }
}
if (results.some((r) => r.portal.errors > 0)) {
  console.error('\nSome requests failed (errors, timeouts or non-2xx answers): the figures above are not valid.');
  process.exitCode = 1;
}
