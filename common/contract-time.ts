// The contract's time, on both sides. Every date and time the API writes or reads is China Standard
// Time (UTC+8, no daylight saving), the portal's home time zone: 'YYYY-MM-DD HH:mm:ss' and
// 'YYYY-MM-DD' carry no zone, and the portal's days, weeks (Monday first) and months are UTC+8 ones
// whatever the zone of the server or the browser. The offset is a fixed number, so plain UTC
// arithmetic on a shifted instant gives the local calendar without any time-zone database.

/** Hours China Standard Time is ahead of UTC. */
export const CONTRACT_UTC_OFFSET_HOURS = 8;
/** The same in minutes (croner's utcOffset). */
export const CONTRACT_UTC_OFFSET_MINUTES = CONTRACT_UTC_OFFSET_HOURS * 60;

const OFFSET_MS = CONTRACT_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The instant shifted so that its UTC fields read as the UTC+8 calendar and clock. */
const shifted = (at: Date) => new Date(at.getTime() + OFFSET_MS);

/** 'YYYY-MM-DD HH:mm:ss' in UTC+8. */
export function formatDateTime(at: Date): string {
  return shifted(at).toISOString().slice(0, 19).replace('T', ' ');
}

/** 'YYYY-MM-DD': the UTC+8 day of an instant. */
export function formatDate(at: Date): string {
  return formatDateTime(at).slice(0, 10);
}

/** 'YYYY-MM': the UTC+8 month of an instant. */
export function formatMonth(at: Date): string {
  return formatDateTime(at).slice(0, 7);
}

/** Parses 'YYYY-MM-DD HH:mm:ss' (UTC+8); undefined when malformed or not a real date and time. */
export function parseDateTime(text: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s) - OFFSET_MS);
  return formatDateTime(at) === text ? at : undefined;
}

/** 'YYYY-MM-DD' (UTC+8) as the instant that day starts, or with endOfDay the instant the next day starts. */
export function parseDate(text: string, endOfDay = false): Date | undefined {
  const at = parseDateTime(`${text} 00:00:00`);
  return at && endOfDay ? new Date(at.getTime() + DAY_MS) : at;
}

/** The UTC+8 calendar month of an instant: year and month (1–12). */
export function monthOf(at: Date): { year: number; month: number } {
  const local = shifted(at);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
}

/** The instant a UTC+8 calendar month starts. month is 1–12; 0 or 13 reach into the year before or after. */
export function monthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month - 1, 1) - OFFSET_MS);
}

/** The instant a UTC+8 calendar month ends: the start of the next one (an exclusive bound). */
export function monthEnd(year: number, month: number): Date {
  return monthStart(year, month + 1);
}

/** The instant the UTC+8 week (Monday 00:00) holding `at` starts. */
export function weekStart(at: Date): Date {
  const local = shifted(at);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday) - OFFSET_MS);
}

/** The last `n` UTC+8 months up to the one holding `now`, oldest first, as year, month (1–12) and 'YYYY-MM'. */
export function lastMonths(now: Date, n: number): { year: number; month: number; key: string }[] {
  const { year, month } = monthOf(now);
  return Array.from({ length: n }, (_, i) => {
    const start = monthStart(year, month - (n - 1 - i));
    return { ...monthOf(start), key: formatMonth(start) };
  });
}
