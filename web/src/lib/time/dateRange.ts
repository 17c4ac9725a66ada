// The date-range picker's rules (docs/rules.md#pickers): the two dates are sorted; in date-time form the
// start gets 00:00:00 and the end 23:59:59.

export interface DateRange {
  start: string;
  end: string;
}

/** Sorts two 'YYYY-MM-DD' dates; an empty side stays empty. */
export function sortRange(a: string, b: string): DateRange {
  if (a && b && a > b) return { start: b, end: a };
  return { start: a, end: b };
}

/** The range as 'YYYY-MM-DD HH:mm:ss' bounds covering both whole days. */
export function dateTimeRange(a: string, b: string): DateRange {
  const { start, end } = sortRange(a, b);
  return { start: start ? `${start} 00:00:00` : '', end: end ? `${end} 23:59:59` : '' };
}
