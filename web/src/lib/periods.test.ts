import { describe, expect, it } from 'vitest';
import { periodOf, rankYears, WHOLE_YEAR } from './periods';

describe('ranking periods (spec §9)', () => {
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
});
