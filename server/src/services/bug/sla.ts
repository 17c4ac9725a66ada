// The SLA clocks as the contract shows them (docs/rules.md#sla-clocks): a report's clocks, the
// queue's "time left" key in SQL, the console's monthly figures and the public response statistics.
// The clocks' stop times are columns of `bugs` that database triggers keep (migration 0012), so each
// read here is one query over `bugs`, with no per-report lookups.
import { and, gte, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { formatDateTime, formatMonth, lastMonths, monthStart } from '@common/contract-time';
import type { SlaClockKey as ContractClock } from '@generated/enums';
import { AdminSlaDashboardLimits } from '@generated/limits';
import type { Db } from '../../db/index';
import { bugs } from '../../db/schema';
import { getSetting } from '../settings/settings';
import { median, SLA_CLOCKS, slaClocks, slaSummary, type SlaClock, type SlaFacts, type SlaTargets } from './sla-clocks';
import type { BugRow } from './access';

type Level = 0 | 1 | 2 | 3 | 4;
const DAY_MS = 24 * 3600_000;
/** The public statistics' window, and the fewest stopped clocks a median is shown for. */
export const STATS_DAYS = 90;
export const STATS_MIN_CLOCKS = 3;

export type SlaColumns = Pick<BugRow, 'submittedAt' | 'level' | 'auditLevel' | 'ratingCoins' | 'qualityCoins' | 'firstResponseAt' | 'ratedAt' | 'rewardedAt' | 'resolvedAt'>;

/** The columns the clocks read: lists select only these besides their own. */
export const SLA_COLUMNS = {
  submittedAt: bugs.submittedAt,
  level: bugs.level,
  auditLevel: bugs.auditLevel,
  ratingCoins: bugs.ratingCoins,
  qualityCoins: bugs.qualityCoins,
  firstResponseAt: bugs.firstResponseAt,
  ratedAt: bugs.ratedAt,
  rewardedAt: bugs.rewardedAt,
  resolvedAt: bugs.resolvedAt,
};

export function factsOf(bug: SlaColumns): SlaFacts {
  return {
    submittedAt: bug.submittedAt,
    level: bug.level,
    auditLevel: bug.auditLevel,
    rewardCoins: bug.ratingCoins + bug.qualityCoins,
    firstResponseAt: bug.firstResponseAt,
    ratedAt: bug.ratedAt,
    rewardedAt: bug.rewardedAt,
    resolvedAt: bug.resolvedAt,
  };
}

const clockOut = (c: SlaClock) => ({
  clock: c.clock as ContractClock,
  state: c.state,
  level: c.level as Level,
  targetHours: c.targetHours,
  dueTime: formatDateTime(c.dueAt),
  stopTime: c.stoppedAt ? formatDateTime(c.stoppedAt) : null,
  elapsedHours: c.elapsedHours,
});

/** The report page's `sla` object. */
export function slaOf(bug: SlaColumns, targets: SlaTargets, now: Date) {
  const { clocks, next, breached } = slaSummary(factsOf(bug), targets, now);
  return { clocks: clocks.map(clockOut), nextClock: (next?.clock ?? null) as ContractClock | null, nextDueTime: next ? formatDateTime(next.dueAt) : null, breached };
}

export async function bugSla(db: Db, bug: SlaColumns, now = new Date()) {
  return slaOf(bug, await getSetting(db, 'slaTargets'), now);
}

/** The queue row's fields. */
export function slaRow(bug: SlaColumns, targets: SlaTargets, now: Date) {
  const sla = slaOf(bug, targets, now);
  return { slaNextClock: sla.nextClock, slaDueTime: sla.nextDueTime, slaBreached: sla.breached };
}

/** `submitted_at + target(level) hours`, the target picked by the level the open clock uses (audit once rated). */
function dueSql(hours: number[]): SQL {
  // Whole hours from the settings (the contract bounds them): safe to write into the statement.
  const cases = hours.map((h, level) => `when ${level} then ${Math.trunc(Number(h)) || 0}`).join(' ');
  return sql`(${bugs.submittedAt} + (case coalesce(${bugs.auditLevel}, ${bugs.level}) ${sql.raw(cases)} end) * interval '1 hour')`;
}

/**
 * The queue's "time left" key: the nearest due time of an open clock (the rules of sla-clocks.ts's
 * isOpen, in SQL), null when none is open. Computed on the row's own columns: no join, no subquery.
 */
export function nextDueSql(targets: SlaTargets): SQL {
  const open = sql`${bugs.resolvedAt} is null`;
  const unrated = sql`${bugs.auditLevel} is null`;
  return sql`least(
    case when ${bugs.firstResponseAt} is null and ${open} then ${dueSql(targets.firstResponse)} end,
    case when ${bugs.ratedAt} is null and ${unrated} and ${open} then ${dueSql(targets.rating)} end,
    case when ${bugs.rewardedAt} is null and ${open} and (${unrated} or ${bugs.ratingCoins} + ${bugs.qualityCoins} > 0) then ${dueSql(targets.reward)} end,
    case when ${open} then ${dueSql(targets.resolution)} end)`;
}

/** Per month of submission (the last 12, UTC+8), each clock's median and share within target. */
export async function slaDashboard(db: Db, now = new Date()) {
  const months = lastMonths(now, AdminSlaDashboardLimits.months.maxItems);
  const since = monthStart(months[0]!.year, months[0]!.month);
  const [targets, rows] = await Promise.all([getSetting(db, 'slaTargets'), db.select(SLA_COLUMNS).from(bugs).where(gte(bugs.submittedAt, since))]);
  const byMonth = new Map<string, SlaColumns[]>(months.map((m) => [m.key, []]));
  for (const row of rows) byMonth.get(formatMonth(row.submittedAt))?.push(row);
  return {
    months: months.map((m) => {
      const reports = byMonth.get(m.key) ?? [];
      const judged = reports.map((r) => slaClocks(factsOf(r), targets, now));
      return {
        month: m.key,
        reports: reports.length,
        clocks: SLA_CLOCKS.map((clock, i) => {
          const mine = judged.map((clocks) => clocks[i]!);
          const stopped = mine.filter((c) => c.stoppedAt !== null).map((c) => c.elapsedHours);
          const within = mine.filter((c) => c.state === 'met').length;
          const decided = within + mine.filter((c) => c.state === 'breached').length;
          return { clock: clock as ContractClock, medianHours: median(stopped), within, judged: decided, share: decided ? Math.round((within / decided) * 1000) / 1000 : null };
        }),
      };
    }),
  };
}

/**
 * The public panel's figures: medians over the clocks that stopped in the window (shown only from
 * STATS_MIN_CLOCKS on) and the reports rated in it. Only aggregates leave the database.
 */
export async function responseStats(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - STATS_DAYS * DAY_MS);
  const hours = (column: SQL | typeof bugs.ratedAt) => sql`extract(epoch from ${column} - ${bugs.submittedAt}) / 3600`;
  const after = (column: typeof bugs.ratedAt) => sql`${column} >= ${since.toISOString()}::timestamptz`;
  const stat = (column: typeof bugs.ratedAt) => ({
    median: sql<string | null>`percentile_cont(0.5) within group (order by ${hours(column)}) filter (where ${after(column)})`,
    n: sql<number>`(count(*) filter (where ${after(column)}))::int`,
  });
  const [row] = await db
    .select({ firstResponse: stat(bugs.firstResponseAt), rating: stat(bugs.ratedAt), reward: stat(bugs.rewardedAt) })
    .from(bugs)
    // Each column's index finds its rows; the OR is a bitmap of the three.
    .where(or(and(isNotNull(bugs.firstResponseAt), after(bugs.firstResponseAt)), and(isNotNull(bugs.ratedAt), after(bugs.ratedAt)), and(isNotNull(bugs.rewardedAt), after(bugs.rewardedAt))));
  const shown = (s: { median: string | null; n: number } | undefined) => (s && s.n >= STATS_MIN_CLOCKS && s.median !== null ? Math.max(0, Math.round(Number(s.median) * 10) / 10) : null);
  return {
    days: STATS_DAYS,
    firstResponseHours: shown(row?.firstResponse),
    ratingHours: shown(row?.rating),
    rewardHours: shown(row?.reward),
    reportsRated: row?.rating.n ?? 0,
  };
}
