// Builds the benchmark data set straight in SQL (generate_series), so a million reports and three
// million ledger records load in minutes rather than hours. The aggregates (balances, user and team
// scores per period) are computed from the ledger the way services/coins/ledger.ts keeps them.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/src/db/index';

export interface Scale {
  label: string;
  researchers: number;
  teams: number;
  reports: number;
  ledger: number;
  announcements: number;
}

export const SCALES: Record<'small' | 'large', Scale> = {
  small: { label: '10,000 reports', researchers: 1_000, teams: 100, reports: 10_000, ledger: 30_000, announcements: 300 },
  large: { label: '1,000,000 reports', researchers: 100_000, teams: 1_000, reports: 1_000_000, ledger: 3_000_000, announcements: 300 },
};

/** Accounts whose ledger records one statement inserts (each holds a lock until its transaction ends). */
const LEDGER_ACCOUNTS_PER_STATEMENT = 2_000;

/** The UTC+8 local time of a timestamptz column, as the rank periods use it. */
const local = (col: string) => `((${col} AT TIME ZONE 'UTC') + interval '8 hours')`;

export async function buildDataSet(db: Db, s: Scale, log: (msg: string) => void): Promise<void> {
  const run = async (what: string, query: string) => {
    const started = performance.now();
    await db.execute(sql.raw(query));
    log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  // A member of team t when id % 4 = 0 (a quarter of the researchers are in teams).
  const teamOf = (id: string) => `CASE WHEN ${id} % 4 = 0 THEN 1 + (${id} % ${s.teams}) END`;
  await run(
    `${s.researchers} researchers`,
    `INSERT INTO users (email, nickname, role, phone)
     SELECT 'bench' || g || '@bench.test', 'researcher ' || g, 'researcher', '+86138' || lpad(g::text, 8, '0')
     FROM generate_series(1, ${s.researchers}) g`,
  );
  // Teams name their leaders and members name their team (foreign keys both ways): teams come
  // after their leaders, and members join once the teams exist.
  await run(
    `${s.teams} teams`,
    `INSERT INTO teams (name, intro, contact, leader_id, status)
     SELECT 'team ' || g, 'bench team', 'contact', 4 * g, 1 FROM generate_series(1, ${s.teams}) g`,
  );
  await run('team members', `UPDATE users SET team_id = ${teamOf('id')} WHERE id % 4 = 0`);
  await run(
    `${s.reports} reports`,
    `INSERT INTO bugs (user_id, name, level, detail, text, main_type, sub_type, status, submitted_at, updated_at)
     SELECT 1 + (g % ${s.researchers}), 'report ' || g, g % 5, '<p>detail of report ' || g || '</p>', 'detail of report ' || g,
            1 + g % 8, 1, (ARRAY[10, 20, 30, 40, 51, 52, 53])[1 + g % 7],
            now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second',
            now() - (g % 730) * interval '1 day'
     FROM generate_series(1, ${s.reports}) g`,
  );
  // Earned records spread over two years, the same number for each researcher. Each insert joins
  // its account's hash chain (the ledger's trigger), which holds a lock per account until the
  // statement's transaction ends: a few thousand accounts a statement stay within the lock table
  // (all 100,000 at once ran it out of shared memory).
  const perResearcher = Math.ceil(s.ledger / s.researchers);
  const started = performance.now();
  for (let first = 1; first <= s.researchers; first += LEDGER_ACCOUNTS_PER_STATEMENT) {
    const last = Math.min(first + LEDGER_ACCOUNTS_PER_STATEMENT - 1, s.researchers);
    await db.execute(
      sql.raw(
        `INSERT INTO ledger (user_id, type, amount, earned, team_id, created_at)
         SELECT u, 1, 10 + (g % 90), true, ${teamOf('u')}, now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second'
         FROM (SELECT u, (u - 1) * ${perResearcher} + k AS g FROM generate_series(${first}, ${last}) u, generate_series(1, ${perResearcher}) k) x`,
      ),
    );
  }
  log(`  ${s.researchers * perResearcher} ledger records: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await run('balances', `INSERT INTO balances (user_id, balance, contribution) SELECT user_id, sum(amount), sum(amount) FROM ledger GROUP BY user_id`);
  const periods = [`'all'`, `'y' || to_char(${local('created_at')}, 'YYYY')`, `'m' || to_char(${local('created_at')}, 'YYYYMM')`];
  for (const [table, key] of [
    ['user_scores', 'user_id'],
    ['team_scores', 'team_id'],
  ] as const) {
    await run(
      `${table} (all, years, months)`,
      `INSERT INTO ${table} (period, ${key}, score, reached_at) ` +
        periods.map((p) => `SELECT ${p}, ${key}, sum(amount), max(created_at) FROM ledger WHERE earned AND ${key} IS NOT NULL GROUP BY 1, 2`).join(' UNION ALL '),
    );
  }
  await run(
    `${s.announcements} announcements`,
    `INSERT INTO announcements (language, title, type, abstract, content, created_at)
     SELECT CASE WHEN g % 2 = 0 THEN 'zh' ELSE 'en' END, 'announcement ' || g, 1 + g % 3, 'abstract ' || g,
            '<p>announcement ' || g || '</p>', now() - g * interval '1 hour'
     FROM generate_series(1, ${s.announcements}) g`,
  );
  await run('analyze', 'ANALYZE');
}
