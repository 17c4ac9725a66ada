// `npm run bench:triage`: the staff triage queue (listAdminBugs) over 100,000 reports, served by the
// real portal app in a child process (serve-portal.ts), one case per filter field, sort and the
// SLA filters (docs/rules.md#sla-clocks). Prints each case's p50 and p99 against the target
// (p99 < 100 ms). The reports' clocks are spread: most answered, some rated and paid, some resolved,
// some waiting for the researcher (paused), many overdue, so the filters select real shares.
// Environment: BENCH_SECONDS per case (default 5), BENCH_CONNECTIONS (default 1: one triager's
// wait for an answer; more measure queueing on the one embedded database), BENCH_REPORTS (100000),
// BENCH_KEEP=1 keeps the data set's folder (its path is printed) to study a case's plan afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/index';
import { vacuumEmbedded } from '../server/src/db/maintenance';
import { users } from '../server/src/db/schema';
import { DbSessionStore } from '../server/src/infra/stores/session-store';
import { putSetting } from '../server/src/services/settings/settings';
import { buildDataSet, type Scale } from './build-data';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 1);
const reports = Number(process.env.BENCH_REPORTS ?? 100_000);
const TARGET_MS = 100;
const SCALE: Scale = { label: `${reports} reports`, researchers: Math.max(10, reports / 10), teams: 100, reports, ledger: 1_000, announcements: 1 };

const base = '/v2/admin/api/bug?language=zh&page=1&pageSize=20';
const CASES: Record<string, string> = {
  'list, newest': '',
  status: '&status=20',
  level: '&level=3',
  mainType: '&mainType=4',
  userId: '&userId=17',
  keyword: '&keyword=report%2012345',
  'startTime, endTime': '&startTime=2026-01-01&endTime=2026-01-31',
  activityId: '&activityId=1',
  reporter: '&reporter=researcher%2042',
  urged: '&urged=true',
  unreadReply: '&unreadReply=true',
  'assigned=me': '&assigned=me',
  'assigned=none': '&assigned=none',
  needsInfo: '&needsInfo=true',
  'needsInfo=false': '&needsInfo=false',
  missedTarget: '&missedTarget=true',
  'missedTarget=false': '&missedTarget=false',
  'missedTarget, status': '&missedTarget=true&status=10',
  regulatorOverdue: '&regulatorOverdue=true',
  'sort time-left': '&sort=time-left',
  'sort waiting': '&sort=waiting',
  'sort latest-reply': '&sort=latest-reply',
};

/** The reports' clock events, assignees, urges and replies, spread by id (the data set leaves them empty). */
async function spreadTriage(db: Awaited<ReturnType<typeof openDatabase>>['db'], staffId: number) {
  const run = async (what: string, query: string) => {
    const started = performance.now();
    await db.execute(sql.raw(query));
    console.log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  // Triggers keep these columns on writes; the bench sets them directly, as a backfill would.
  await run(
    'clock events',
    `UPDATE bugs SET
       first_response_at = CASE WHEN id % 10 < 8 THEN submitted_at + (id % 100) * interval '1 hour' END,
       rated_at = CASE WHEN status IN (30, 40, 51, 53) THEN submitted_at + (id % 300) * interval '1 hour' END,
       audit_level = CASE WHEN status IN (30, 40, 51, 53) THEN (id + 1) % 5 END,
       rating_coins = CASE WHEN status IN (30, 40, 51, 53) THEN 10 * (id % 4) ELSE 0 END,
       rewarded_at = CASE WHEN status IN (30, 40, 51, 53) AND id % 4 > 0 THEN submitted_at + (id % 400) * interval '1 hour' END,
       resolved_at = CASE WHEN status IN (51, 52, 53) THEN submitted_at + (id % 3000) * interval '1 hour' END,
       assignee_id = CASE WHEN id % 3 = 0 THEN ${staffId} END,
       last_urged_at = CASE WHEN id % 50 = 0 THEN updated_at END,
       last_reporter_reply_at = CASE WHEN id % 7 = 0 THEN submitted_at + interval '2 days' END,
       last_staff_reply_at = CASE WHEN id % 14 = 0 THEN submitted_at + interval '1 day' END,
       info_requested_at = CASE WHEN status IN (10, 20, 30) AND id % 30 = 0 THEN now() - (id % 200) * interval '1 hour' END,
       rating_paused_hours = CASE WHEN id % 11 = 0 THEN 24 ELSE 0 END,
       reward_paused_hours = CASE WHEN id % 11 = 0 THEN 24 ELSE 0 END,
       resolution_paused_hours = CASE WHEN id % 11 = 0 THEN 24 ELSE 0 END,
       sla_paused_hours = CASE WHEN id % 11 = 0 THEN 24 ELSE 0 END`,
  );
  // The embedded database as its hourly housekeeping leaves it (db/maintenance.ts): vacuumed and
  // analyzed, as PGlite has no autovacuum. Without it no count is answered from an index alone.
  const started = performance.now();
  await vacuumEmbedded(db);
  console.log(`  housekeeping's vacuum (analyze): ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function startChild(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(tsx, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve({ child, port: (JSON.parse(line) as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-bench-triage-'));
let portal: ChildProcess | undefined;
try {
  console.log(`building ${SCALE.label} …`);
  const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  await buildDataSet(database.db, SCALE, console.log);
  const [staff] = await database.db
    .insert(users)
    .values({ email: 'triage@bench.test', nickname: 'triager', role: 'staff', staffRoles: ['owner'] })
    .returning({ id: users.id });
  await spreadTriage(database.db, staff!.id);
  await putSetting(database.db, 'staffSecondFactorRequired', false);
  const token = crypto.randomBytes(32).toString('hex');
  await new DbSessionStore(database.db).set(token, { userId: staff!.id, role: null, staffRoles: [], csrfToken: 'bench' }, 86_400);
  await database.close();
  const started = await startChild(['bench/serve-portal.ts', dir]);
  portal = started.child;
  const headers = { cookie: `src_sid=${token}` };
  const rows: { name: string; total: number; p50: number; p99: number; errors: number }[] = [];
  for (const [name, query] of Object.entries(CASES)) {
    const url = `http://127.0.0.1:${started.port}${base}${query}`;
    const t0 = performance.now();
    const first = (await (await fetch(url, { headers })).json()) as { retcode: number; retmsg: string; retdata: { total: number } };
    const firstMs = Math.round(performance.now() - t0);
    if (first.retcode !== 0) throw new Error(`${name}: retcode ${first.retcode} ${first.retmsg}`);
    await autocannon({ url, connections, duration: 1, headers }); // warm-up
    const r = await autocannon({ url, connections, duration: seconds, headers });
    // An answer slower than the whole run leaves autocannon no sample: the first answer's time stands in.
    const sampled = r.requests.total > 0 && r.latency.p99 > 0;
    rows.push({ name, total: first.retdata.total, p50: sampled ? r.latency.p50 : firstMs, p99: sampled ? r.latency.p99 : firstMs, errors: r.errors + r.non2xx + r.timeouts });
    const row = rows.at(-1)!;
    console.log(`  ${name}: ${row.total} rows, p50 ${row.p50} ms, p99 ${row.p99} ms`);
  }
  console.log(`\ntriage queue, ${SCALE.label}, ${connections} connection(s), ${seconds} s per case, target p99 < ${TARGET_MS} ms\n`);
  console.log('| case | rows | p50 ms | p99 ms | target | errors |');
  console.log('|---|---:|---:|---:|---|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${r.total} | ${r.p50} | ${r.p99} | ${r.p99 < TARGET_MS ? 'met' : 'MISSED'} | ${r.errors} |`);
} finally {
  if (portal && portal.exitCode === null) {
    const gone = new Promise((resolve) => portal!.once('exit', resolve));
    portal.kill('SIGTERM');
    await gone;
  }
  if (process.env.BENCH_KEEP) console.log(`data set kept in ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
}
