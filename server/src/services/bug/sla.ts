// The SLA clocks as the contract shows them (docs/rules.md#sla-clocks): a report's clocks, the
// queue's "time left" key in SQL, the console's monthly figures and the public response statistics.
// The clocks' stop times, and the due times the queue filters and sorts by, are columns of `bugs`
// that database triggers keep (migrations sla_clocks and queue_speed), so each read here is one
// query over `bugs`, with no per-report lookups, and the queue's are served by indexes.
import { and, asc, gt, gte, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { formatDateTime, formatMonth, lastMonths, monthStart } from '@common/contract-time';
import type { SlaClockKey as ContractClock } from '@generated/enums';
import { AdminSlaDashboardLimits } from '@generated/limits';
import type { Db } from '../../db/index';
import { bugs } from '../../db/schema';
import { getSetting } from '../settings/settings';
import { nextTurn } from '../../infra/yield-turn';
import { median, SLA_CLOCKS, slaClocks, slaSummary, type SlaClock, type SlaClockKey, type SlaFacts, type SlaTargets } from './sla-clocks';
import type { BugRow } from './access';

type Level = 0 | 1 | 2 | 3 | 4;
const DAY_MS = 24 * 3600_000;
/** The public statistics' window, and the fewest stopped clocks a median is shown for. */
export const STATS_DAYS = 90;
export const STATS_MIN_CLOCKS = 3;

export type SlaColumns = Pick<
  BugRow,
  | 'submittedAt'
  | 'level'
  | 'auditLevel'
  | 'ratingCoins'
  | 'qualityCoins'
  | 'firstResponseAt'
  | 'ratedAt'
  | 'rewardedAt'
  | 'resolvedAt'
  | 'infoRequestedAt'
  | 'ratingPausedHours'
  | 'rewardPausedHours'
  | 'resolutionPausedHours'
>;

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
  infoRequestedAt: bugs.infoRequestedAt,
  ratingPausedHours: bugs.ratingPausedHours,
  rewardPausedHours: bugs.rewardPausedHours,
  resolutionPausedHours: bugs.resolutionPausedHours,
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
    pausedSince: bug.infoRequestedAt,
    // The first response has no ended pause: asking is a staff reply, which stops it (info-request.ts).
    pausedHours: { firstResponse: 0, rating: Number(bug.ratingPausedHours), reward: Number(bug.rewardPausedHours), resolution: Number(bug.resolutionPausedHours) },
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

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
type Column = AnyPgColumn;
type PausedColumn = AnyPgColumn;

/** The part of the open pause before `end` (none when there is no pause or it began later). */
function openPauseSql(end: SQL | Column): SQL {
  return sql`coalesce(greatest(${end} - ${bugs.infoRequestedAt}, interval '0'), interval '0')`;
}

/**
 * The queue's "time left" key at `now`: the nearest due time of an open clock (sla-clocks.ts's
 * isOpen), null when none is open. The stored due time leaves the open pause out, and the pause so
 * far moves every awaited clock alike, so it is added here.
 */
export function nextDueSql(now: Date): SQL {
  return sql`(${bugs.slaNextDueAt} + ${openPauseSql(at(now))})`;
}

/**
 * Whether any clock is breached at `now` (slaSummary's `breached`, for the queue's `missedTarget`
 * filter): a clock stopped after its due time, or an awaited, not skipped one past it. A paused
 * clock's due time moves with `now`, so it breaches only if it had before. Never null.
 */
export function breachedSql(now: Date): SQL {
  return sql`(${bugs.slaStoppedLate} or coalesce(${at(now)} > ${bugs.slaLateAt} + ${openPauseSql(at(now))}, false))`;
}

/** The target hours of the level in `levelSql`, written into the statement. */
function targetSql(hours: number[], levelSql: SQL): SQL {
  // Whole hours from the settings (the contract bounds them): safe to write into the statement.
  const cases = hours.map((h, level) => `when ${level} then ${Math.trunc(Number(h)) || 0}`).join(' ');
  return sql`(case ${levelSql} ${sql.raw(cases)} end)`;
}

/**
 * An awaited clock's due time at `now` (sla-clocks.ts's slaClock): `submitted_at + target hours +
 * the ended pauses + the open pause so far`, the target of the level it uses (audit once rated).
 * The operators' per-clock metric reads it; the queue reads the stored next due time instead.
 */
function dueSql(hours: number[], paused: PausedColumn | null, now: Date): SQL {
  const target = targetSql(hours, sql`coalesce(${bugs.auditLevel}, ${bugs.level})`);
  const ended = paused ? sql` + ${paused}` : sql``;
  return sql`(${bugs.submittedAt} + (${target}${ended}) * interval '1 hour' + ${openPauseSql(at(now))})`;
}

/**
 * Each clock's "still awaited" condition (the rules of sla-clocks.ts's isOpen, in SQL) and its due
 * time at `now`, on the row's own columns: no join, no subquery.
 */
function openClocksSql(targets: SlaTargets, now: Date): Record<SlaClockKey, { open: SQL; due: SQL }> {
  const open = sql`${bugs.resolvedAt} is null`;
  const unrated = sql`${bugs.auditLevel} is null`;
  return {
    firstResponse: { open: sql`${bugs.firstResponseAt} is null and ${open}`, due: dueSql(targets.firstResponse, null, now) },
    rating: { open: sql`${bugs.ratedAt} is null and ${unrated} and ${open}`, due: dueSql(targets.rating, bugs.ratingPausedHours, now) },
    reward: {
      open: sql`${bugs.rewardedAt} is null and ${open} and (${unrated} or ${bugs.ratingCoins} + ${bugs.qualityCoins} > 0)`,
      due: dueSql(targets.reward, bugs.rewardPausedHours, now),
    },
    resolution: { open, due: dueSql(targets.resolution, bugs.resolutionPausedHours, now) },
  };
}

/**
 * How many clocks of the open reports are past due at `now`, per clock (the operators' metric): one
 * aggregate over the unresolved reports, no rows leave the database.
 */
export async function overdueClocks(db: Db, now = new Date()): Promise<Record<SlaClockKey, number>> {
  const clocks = openClocksSql(await getSetting(db, 'slaTargets'), now);
  const count = (clock: SlaClockKey) => sql<number>`(count(*) filter (where ${clocks[clock].open} and ${at(now)} > ${clocks[clock].due}))::int`;
  const [row] = await db
    .select({ firstResponse: count('firstResponse'), rating: count('rating'), reward: count('reward'), resolution: count('resolution') })
    .from(bugs)
    .where(isNull(bugs.resolvedAt));
  return row ?? { firstResponse: 0, rating: 0, reward: 0, resolution: 0 };
}

/**
 * Reports read per query by the console's SLA table. It tallies the clocks batch by batch, so its
 * memory stays bounded and other requests are served between batches. Read whole, a year of reports
 * was one array and one synchronous pass: with 100,000 reports (50,000 in the year) that held the
 * event loop 2–3 s, and the server's load guard answered every request 503 meanwhile.
 */
export const SLA_DASHBOARD_BATCH = 2_000;

interface ClockTally {
  stopped: number[];
  within: number;
  breached: number;
}

/** Per month of submission (the last 12, UTC+8), each clock's median and share within target. */
export async function slaDashboard(db: Db, now = new Date(), batch = SLA_DASHBOARD_BATCH) {
  const months = lastMonths(now, AdminSlaDashboardLimits.months.maxItems);
  const since = monthStart(months[0]!.year, months[0]!.month);
  const targets = await getSetting(db, 'slaTargets');
  const tallies = new Map(months.map((m) => [m.key, { reports: 0, clocks: SLA_CLOCKS.map((): ClockTally => ({ stopped: [], within: 0, breached: 0 })) }]));
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: bugs.id, ...SLA_COLUMNS })
      .from(bugs)
      .where(and(gte(bugs.submittedAt, since), gt(bugs.id, after)))
      .orderBy(asc(bugs.id))
      .limit(batch);
    for (const row of rows) {
      const tally = tallies.get(formatMonth(row.submittedAt));
      if (!tally) continue;
      tally.reports++;
      slaClocks(factsOf(row), targets, now).forEach((clock, i) => {
        const t = tally.clocks[i]!;
        if (clock.stoppedAt !== null) t.stopped.push(clock.elapsedHours);
        if (clock.state === 'met') t.within++;
        else if (clock.state === 'breached') t.breached++;
      });
    }
    if (rows.length < batch) break;
    after = rows[rows.length - 1]!.id;
    await nextTurn();
  }
  return {
    months: months.map((m) => {
      const tally = tallies.get(m.key)!;
      return {
        month: m.key,
        reports: tally.reports,
        clocks: SLA_CLOCKS.map((clock, i) => {
          const { stopped, within, breached } = tally.clocks[i]!;
          const decided = within + breached;
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
  // The hours a clock ran: the wait for the researcher before it stopped left out, as on the report page.
  const hours = (column: Column, paused: PausedColumn | null) =>
    sql`(extract(epoch from ${column} - ${bugs.submittedAt} - ${openPauseSql(column)}) / 3600${paused ? sql` - ${paused}` : sql``})`;
  const after = (column: typeof bugs.ratedAt) => sql`${column} >= ${since.toISOString()}::timestamptz`;
  const stat = (column: typeof bugs.ratedAt, paused: PausedColumn | null) => ({
    median: sql<string | null>`percentile_cont(0.5) within group (order by ${hours(column, paused)}) filter (where ${after(column)})`,
    n: sql<number>`(count(*) filter (where ${after(column)}))::int`,
  });
  const [row] = await db
    .select({ firstResponse: stat(bugs.firstResponseAt, null), rating: stat(bugs.ratedAt, bugs.ratingPausedHours), reward: stat(bugs.rewardedAt, bugs.rewardPausedHours) })
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
