// Rank periods. Months and years follow China Standard Time (UTC+8), the portal's home time zone.
const OFFSET_MS = 8 * 3600 * 1000;

export interface Periods {
  all: 'all';
  year: string;
  month: string;
}

export function periodsOf(at: Date): Periods {
  const local = new Date(at.getTime() + OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = String(local.getUTCMonth() + 1).padStart(2, '0');
  return { all: 'all', year: `y${y}`, month: `m${y}${m}` };
}

/** The instant a local (UTC+8) calendar month starts. month is 1–12. */
export function monthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month - 1, 1) - OFFSET_MS);
}

/**
 * Maps a ranking's startTime/endTime ('YYYY-MM-DD', both or neither) to an aggregate period:
 * neither = all time, one whole month, or one whole year. Anything else is not a period we keep
 * aggregates for, and answers undefined (the caller refuses it with 1001).
 */
export function periodOfRange(startTime?: string, endTime?: string): string | undefined {
  if (!startTime && !endTime) return 'all';
  if (!startTime || !endTime) return undefined;
  const s = /^(\d{4})-(\d{2})-(\d{2})$/.exec(startTime);
  const e = /^(\d{4})-(\d{2})-(\d{2})$/.exec(endTime);
  if (!s || !e) return undefined;
  const [sy, sm, sd] = [Number(s[1]), Number(s[2]), Number(s[3])];
  const [ey, em, ed] = [Number(e[1]), Number(e[2]), Number(e[3])];
  const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (sd !== 1 || sm < 1 || sm > 12 || em < 1 || em > 12 || ed !== lastDay(ey, em)) return undefined;
  if (sy === ey && sm === em) return `m${sy}${String(sm).padStart(2, '0')}`;
  if (sy === ey && sm === 1 && em === 12) return `y${sy}`;
  return undefined;
}
