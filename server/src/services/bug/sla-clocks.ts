// The SLA clocks' arithmetic (docs/rules.md#sla-clocks): from a report's submission, its four stop
// events, its levels and the targets, each clock's target, due time and state. Pure: the time is
// passed in, so the report page, the queue, the dashboard and the tests all judge a clock alike.

export const SLA_CLOCKS = ['firstResponse', 'rating', 'reward', 'resolution'] as const;
export type SlaClockKey = (typeof SLA_CLOCKS)[number];
/** Target hours per audit level 0–4, per clock. */
export type SlaTargets = Record<SlaClockKey, number[]>;
export type SlaState = 'running' | 'met' | 'breached' | 'skipped' | 'paused';

const HOUR_MS = 3600_000;

/** What the clocks read of a report (columns of `bugs`). */
export interface SlaFacts {
  submittedAt: Date;
  /** The researcher's self-assessed level. */
  level: number;
  auditLevel: number | null;
  /** Coins the rating and high quality awarded so far. */
  rewardCoins: number;
  firstResponseAt: Date | null;
  ratedAt: Date | null;
  rewardedAt: Date | null;
  resolvedAt: Date | null;
  /** Since when staff wait for the researcher's answer (the open pause), or null. */
  pausedSince: Date | null;
  /** Hours of the ended pauses that count for each clock: before it stopped, all of them while it runs. */
  pausedHours: Record<SlaClockKey, number>;
}

export interface SlaClock {
  clock: SlaClockKey;
  state: SlaState;
  /** The level whose target applies. */
  level: number;
  targetHours: number;
  dueAt: Date;
  /** When the event happened; null while running or skipped. */
  stoppedAt: Date | null;
  /** Hours from submission to the event, or to `now` while running, or to the resolution when skipped, pauses excluded. */
  elapsedHours: number;
}

function stopOf(facts: SlaFacts, clock: SlaClockKey): Date | null {
  if (clock === 'firstResponse') return facts.firstResponseAt;
  if (clock === 'rating') return facts.ratedAt;
  if (clock === 'reward') return facts.rewardedAt;
  return facts.resolvedAt;
}

/** The event can no longer happen: rating or reward of a report resolved unrated, no coins to pay. */
function skipped(facts: SlaFacts, clock: SlaClockKey): boolean {
  if (clock !== 'rating' && clock !== 'reward') return false;
  if (facts.resolvedAt && !facts.ratedAt && facts.auditLevel === null) return true;
  return clock === 'reward' && facts.auditLevel !== null && facts.rewardCoins <= 0;
}

/** Self-assessed until rated; the audit level for what was still running at, or stopped after, the rating. */
function levelFor(facts: SlaFacts, stoppedAt: Date | null): number {
  if (facts.auditLevel === null) return facts.level;
  if (stoppedAt && facts.ratedAt && stoppedAt.getTime() <= facts.ratedAt.getTime()) return facts.level;
  return facts.auditLevel;
}

const clampLevel = (level: number) => Math.min(4, Math.max(0, Math.trunc(level)));

export function slaClock(facts: SlaFacts, targets: SlaTargets, clock: SlaClockKey, now: Date): SlaClock {
  const event = stopOf(facts, clock);
  const skip = !event && skipped(facts, clock);
  const level = clampLevel(levelFor(facts, event));
  const targetHours = targets[clock][level] ?? 0;
  const end = event ?? (skip ? (facts.resolvedAt ?? now) : now);
  // The wait for the researcher does not count: the ended pauses before the clock's end, and the
  // open one up to it (none when the clock stopped before it began).
  const open = facts.pausedSince ? Math.max(0, end.getTime() - facts.pausedSince.getTime()) : 0;
  const pausedMs = Math.max(0, (facts.pausedHours[clock] ?? 0) * HOUR_MS) + open;
  const dueAt = new Date(facts.submittedAt.getTime() + targetHours * HOUR_MS + pausedMs);
  let state: SlaState;
  if (skip) state = 'skipped';
  else if (event) state = event.getTime() <= dueAt.getTime() ? 'met' : 'breached';
  // While paused the due time moves with now, so a clock in time stays in time.
  else if (now.getTime() > dueAt.getTime()) state = 'breached';
  else state = facts.pausedSince ? 'paused' : 'running';
  const elapsedMs = end.getTime() - facts.submittedAt.getTime() - pausedMs;
  return { clock, state, level, targetHours, dueAt, stoppedAt: event, elapsedHours: Math.max(0, Math.round((elapsedMs / HOUR_MS) * 10) / 10) };
}

export function slaClocks(facts: SlaFacts, targets: SlaTargets, now: Date): SlaClock[] {
  return SLA_CLOCKS.map((clock) => slaClock(facts, targets, clock, now));
}

/** Open: the event has not happened and still can (running, or breached while still awaited). */
export const isOpen = (c: SlaClock) => c.stoppedAt === null && c.state !== 'skipped';

/** The open clock due first, or undefined when none is open. */
export function nearestOpen(clocks: SlaClock[]): SlaClock | undefined {
  return clocks.filter(isOpen).sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())[0];
}

/** A report's clocks as its page and queue row show them. */
export function slaSummary(facts: SlaFacts, targets: SlaTargets, now: Date) {
  const clocks = slaClocks(facts, targets, now);
  return { clocks, next: nearestOpen(clocks), breached: clocks.some((c) => c.state === 'breached') };
}

/** The median of a list (the mean of the two middle values for an even count), or null when empty. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(value * 10) / 10;
}
