// `npm run bench:hint`: the researcher's duplicate hint (getBugHints' query, docs/rules.md#duplicate-hint)
// over 100,000 reports with Chinese and English titles: 2% publicly disclosed, 200 known issues, one
// researcher holding 1,000 reports (the worst own-report scan) among 10,000. The query runs in
// process against the embedded database (the operation's rate limit, 60 a minute per account, would
// throttle a load run over HTTP); p50 and p99 against the target (p99 < 50 ms), and staff's similar
// reports (listSimilarBugs, every report scored) for reference.
// Environment: BENCH_REPORTS (100000), BENCH_QUERIES (2000).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/index';
import { bugHints } from '../server/src/services/bug/hint';
import { similarBugs } from '../server/src/services/bug/similar';
import { existingBug } from '../server/src/services/bug/access';
import { buildDataSet, type Scale } from './build-data';

const reports = Number(process.env.BENCH_REPORTS ?? 100_000);
const queries = Number(process.env.BENCH_QUERIES ?? 2_000);
const TARGET_MS = 50;
const SCALE: Scale = { label: `${reports} reports`, researchers: Math.max(10, reports / 10), teams: 100, reports, ledger: 1_000, announcements: 1 };
const HOT = 1;

const PLACES = [
  '登录接口',
  '用户中心',
  '订单详情页',
  '支付回调',
  '找回密码',
  '后台管理',
  '文件上传',
  '搜索框',
  'the login API',
  'the profile page',
  'the order search',
  'the admin panel',
  'the payment callback',
  'the file upload',
  'password reset',
  'the mobile API',
];
const FLAWS = [
  '存在SQL注入',
  '越权访问他人数据',
  '存储型XSS',
  '验证码可爆破',
  '任意文件上传',
  '信息泄露',
  ' SQL injection',
  ' IDOR exposes other users',
  ' stored XSS',
  ' brute-forceable code',
  ' arbitrary file upload',
  ' leaks tokens',
];
const HOSTS = ['www.example.com', 'shop.example.com', 'id.example.com', 'admin.example.com', 'm.example.com', 'api.example.com'];
const arr = (items: string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-bench-hint-'));
try {
  console.log(`building ${SCALE.label} …`);
  const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
  const db = database.db;
  await buildDataSet(db, SCALE, console.log);
  const run = async (what: string, query: string) => {
    const started = performance.now();
    await db.execute(sql.raw(query));
    console.log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  // Titles from a place and a flaw, half Chinese, half English, with a number so few are identical.
  await run(
    'titles and addresses',
    `UPDATE bugs SET
       name = (${arr(PLACES)})[1 + id % ${PLACES.length}] || (${arr(FLAWS)})[1 + (id / ${PLACES.length}) % ${FLAWS.length}] || ' ' || (id % 97),
       link = 'https://' || (${arr(HOSTS)})[1 + id % ${HOSTS.length}] || '/p/' || (id % 50),
       user_id = CASE WHEN id % 100 = 0 THEN ${HOT} ELSE user_id END`,
  );
  await run(
    'disclosures (2%)',
    `INSERT INTO disclosures (bug_id, user_id, status, summary, requested_at, decided_at)
     SELECT id, user_id, 'approved', 'summary', submitted_at, submitted_at + interval '30 days' FROM bugs WHERE id % 50 = 7`,
  );
  await run(
    '200 known issues',
    `INSERT INTO known_issues (kind, title, target, note)
     SELECT CASE WHEN g % 4 = 0 THEN 'acceptedRisk' ELSE 'known' END,
            (${arr(PLACES)})[1 + g % ${PLACES.length}] || (${arr(FLAWS)})[1 + (g * 7) % ${FLAWS.length}],
            'https://' || (${arr(HOSTS)})[1 + g % ${HOSTS.length}] || '/', 'note ' || g
     FROM generate_series(1, 200) g`,
  );
  await run('analyze', 'ANALYZE');

  const times: number[] = [];
  let shown = 0;
  for (let i = 0; i < queries; i++) {
    const userId = i % 10 === 0 ? HOT : 2 + ((i * 7919) % (SCALE.researchers - 1));
    const title = PLACES[i % PLACES.length]! + FLAWS[(i * 5) % FLAWS.length]!.slice(0, 2 + (i % 6));
    const link = i % 2 ? `https://${HOSTS[i % HOSTS.length]}/x` : '';
    const t0 = performance.now();
    const { hints } = await bugHints(db, userId, { title, link });
    times.push(performance.now() - t0);
    shown += hints.length;
    if ((i + 1) % 200 === 0) console.log(`  ${i + 1} queries, last ${times.at(-1)!.toFixed(1)} ms`);
  }
  times.sort((a, b) => a - b);
  const similarTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const bug = await existingBug(db, 1 + ((i * 104729) % reports));
    const t0 = performance.now();
    await similarBugs(db, 'zh', bug);
    similarTimes.push(performance.now() - t0);
  }
  similarTimes.sort((a, b) => a - b);
  await database.close();
  const ms = (n: number) => n.toFixed(1);
  console.log(`\nduplicate hint, ${SCALE.label}, ${queries} queries (every tenth by the researcher with 1,000 reports), target p99 < ${TARGET_MS} ms\n`);
  console.log('| query | p50 ms | p99 ms | max ms | target |');
  console.log('|---|---:|---:|---:|---|');
  const p99 = percentile(times, 99);
  console.log(
    `| getBugHints (${(shown / queries).toFixed(1)} hints each on average) | ${ms(percentile(times, 50))} | ${ms(p99)} | ${ms(times.at(-1)!)} | ${p99 < TARGET_MS ? 'met' : 'MISSED'} |`,
  );
  console.log(`| listSimilarBugs (20 reports, staff) | ${ms(percentile(similarTimes, 50))} | ${ms(percentile(similarTimes, 99))} | ${ms(similarTimes.at(-1)!)} | — |`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
