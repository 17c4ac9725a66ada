// Rank periods, on both sides. Months and years are the contract's UTC+8 ones (contract-time.ts):
// the server keys its rank aggregates by them, and the site offers the same months and years
// (docs/rules.md#limits: years from 2015, a month or the whole year) as the whole-month
// 'YYYY-MM-DD' bounds the rank operations take.
import { monthEnd, monthOf, monthStart } from './contract-time';

export const FIRST_RANK_YEAR = 2015;
/** The "month" that stands for January to December. */
export const WHOLE_YEAR = -1;

/** The aggregate keys of an instant: all time, its UTC+8 year ('y2026') and month ('m202611'). */
export interface Periods {
  all: 'all';
  year: string;
  month: string;
}

/** The startTime/endTime pair of the rank operations. */
export interface Period {
  startTime: string;
  endTime: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The number of days of a month (1–12). */
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function periodsOf(at: Date): Periods {
  const { year, month } = monthOf(at);
  return { all: 'all', year: `y${year}`, month: `m${year}${pad(month)}` };
}

/** The instants an aggregate period ('y2026', 'm202611') starts and ends (exclusive); undefined for 'all'. */
export function periodInstants(period: string): { start: Date; end: Date } | undefined {
  const m = /^(?:y(\d{4})|m(\d{4})(\d{2}))$/.exec(period);
  if (!m) return undefined;
  if (m[1]) return { start: monthStart(Number(m[1]), 1), end: monthEnd(Number(m[1]), 12) };
  const [year, month] = [Number(m[2]), Number(m[3])];
  return { start: monthStart(year, month), end: monthEnd(year, month) };
}

/** month is 1–12, or WHOLE_YEAR for January to December. */
export function periodOf(year: number, month: number): Period {
  if (month === WHOLE_YEAR) return { startTime: `${year}-01-01`, endTime: `${year}-12-31` };
  return { startTime: `${year}-${pad(month)}-01`, endTime: `${year}-${pad(month)}-${pad(lastDayOf(year, month))}` };
}

/** The years a ranking may be asked for: this UTC+8 year back to FIRST_RANK_YEAR. */
export function rankYears(now: Date): number[] {
  const years: number[] = [];
  for (let y = monthOf(now).year; y >= FIRST_RANK_YEAR; y--) years.push(y);
  return years;
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
  if (sd !== 1 || sm < 1 || sm > 12 || em < 1 || em > 12 || ed !== lastDayOf(ey, em)) return undefined;
  if (sy === ey && sm === em) return `m${sy}${pad(sm)}`;
  if (sy === ey && sm === 1 && em === 12) return `y${sy}`;
  return undefined;
}
