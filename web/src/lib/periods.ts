// Ranking periods (spec §9): years from 2015, a month or the whole year (-1), as the whole-month
// 'YYYY-MM-DD' bounds the rank operations take.
export const FIRST_RANK_YEAR = 2015;
export const WHOLE_YEAR = -1;

export interface Period {
  startTime: string;
  endTime: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** month is 1–12, or WHOLE_YEAR for January to December. */
export function periodOf(year: number, month: number): Period {
  if (month === WHOLE_YEAR) return { startTime: `${year}-01-01`, endTime: `${year}-12-31` };
  const lastDay = new Date(year, month, 0).getDate();
  return { startTime: `${year}-${pad(month)}-01`, endTime: `${year}-${pad(month)}-${pad(lastDay)}` };
}

export function rankYears(now: Date): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= FIRST_RANK_YEAR; y--) years.push(y);
  return years;
}
