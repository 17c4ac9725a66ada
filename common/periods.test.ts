import { describe, expect, it } from 'vitest';
import { monthStart } from './contract-time';
import { periodInstants, periodOf, periodOfRange, periodsOf, rankYears, WHOLE_YEAR } from './periods';

describe('ranking periods (docs/rules.md#limits)', () => {
  it('covers whole months, or the whole year for -1', () => {
    expect(periodOf(2026, 10)).toEqual({ startTime: '2026-10-01', endTime: '2026-10-31' });
    expect(periodOf(2024, 2)).toEqual({ startTime: '2024-02-01', endTime: '2024-02-29' });
    expect(periodOf(2026, WHOLE_YEAR)).toEqual({ startTime: '2026-01-01', endTime: '2026-12-31' });
  });

  it('offers years from this one back to 2015', () => {
    const years = rankYears(new Date(2026, 5, 1));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2015);
    expect(years).toHaveLength(12);
  });

  it('counts years and months in UTC+8 on both sides', () => {
    const newYearInBeijing = new Date('2026-12-31T16:00:00Z');
    expect(periodsOf(newYearInBeijing)).toEqual({ all: 'all', year: 'y2027', month: 'm202701' });
    expect(periodsOf(new Date('2026-12-31T15:59:59Z'))).toEqual({ all: 'all', year: 'y2026', month: 'm202612' });
    expect(rankYears(newYearInBeijing)[0]).toBe(2027);
    expect(monthStart(2027, 1)).toEqual(newYearInBeijing);
  });

  it('maps the bounds the site sends back to the aggregate periods', () => {
    expect(periodOfRange()).toBe('all');
    expect(periodOfRange(periodOf(2024, 2).startTime, periodOf(2024, 2).endTime)).toBe('m202402');
    expect(periodOfRange(periodOf(2026, WHOLE_YEAR).startTime, periodOf(2026, WHOLE_YEAR).endTime)).toBe('y2026');
    expect(periodOfRange('2024-02-01', '2024-02-28')).toBeUndefined();
    expect(periodOfRange('2026-01-01')).toBeUndefined();
    expect(periodOfRange('2026-03-01', '2026-05-31')).toBeUndefined();
  });

  it('bounds an aggregate period by the UTC+8 instants it starts and ends', () => {
    expect(periodInstants('all')).toBeUndefined();
    expect(periodInstants('y2026')).toEqual({ start: new Date('2025-12-31T16:00:00Z'), end: new Date('2026-12-31T16:00:00Z') });
    expect(periodInstants('m202612')).toEqual({ start: monthStart(2026, 12), end: monthStart(2027, 1) });
    expect(periodInstants('m202402')).toEqual({ start: new Date('2024-01-31T16:00:00Z'), end: new Date('2024-02-29T16:00:00Z') });
  });
});
