// One page of the public rankings, and the month that is "this month". The home page's honour table
// asks for the same first page of the month (it shows the top 10 of it), so both read one cached answer.
import { monthOf } from '@common/contract-time';
import { rankYears } from '@common/periods';
import { useServerNow } from './session/session';

export const RANK_PAGE_SIZE = 20;

/**
 * The UTC+8 month it is on the server (docs/rules.md#ranks-and-periods), the one way the home
 * honour table and the rank page tell "this month"; null until the server's clock is known.
 */
export function useCurrentRankMonth(): { year: number; month: number; years: number[] } | null {
  const now = useServerNow();
  if (!now) return null;
  const at = now();
  return { ...monthOf(at), years: rankYears(at) };
}
