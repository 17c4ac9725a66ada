import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonth, lastMonths, monthEnd, monthOf, monthStart, parseDate, parseDateTime, weekStart } from './contract-time';

const at = (iso: string) => new Date(iso);

describe('the contract time (UTC+8)', () => {
  it('writes an instant as the UTC+8 clock, the day turning at 16:00 UTC', () => {
    expect(formatDateTime(at('2026-11-25T15:59:59Z'))).toBe('2026-11-25 23:59:59');
    expect(formatDateTime(at('2026-11-25T16:00:00Z'))).toBe('2026-11-26 00:00:00');
    expect(formatDate(at('2026-11-25T15:59:59.999Z'))).toBe('2026-11-25');
    expect(formatDate(at('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
  });

  it('turns the month and the year at 16:00 UTC on the last day', () => {
    expect(formatMonth(at('2026-12-31T15:59:59Z'))).toBe('2026-12');
    expect(formatMonth(at('2026-12-31T16:00:00Z'))).toBe('2027-01');
    expect(monthOf(at('2026-12-31T15:59:59Z'))).toEqual({ year: 2026, month: 12 });
    expect(monthOf(at('2026-12-31T16:00:00Z'))).toEqual({ year: 2027, month: 1 });
    expect(monthOf(at('2024-02-29T16:00:00Z'))).toEqual({ year: 2024, month: 3 });
  });

  it('reads back what it writes, and nothing that is not a real date and time', () => {
    const instant = at('2026-12-31T16:00:00Z');
    expect(parseDateTime(formatDateTime(instant))).toEqual(instant);
    expect(parseDateTime('2027-01-01 00:00:00')).toEqual(instant);
    expect(parseDateTime('2024-02-29 12:00:00')).toEqual(at('2024-02-29T04:00:00Z'));
    for (const bad of ['2026-02-29 00:00:00', '2026-02-30 12:00:00', '2026-11-25 24:00:00', '2026-11-25T00:00:00', '2026-11-25', '2026-1-5 00:00:00', '']) {
      expect(parseDateTime(bad), bad).toBeUndefined();
    }
  });

  it('reads a day as the instant it starts, or with endOfDay as the next day’s start', () => {
    expect(parseDate('2027-01-01')).toEqual(at('2026-12-31T16:00:00Z'));
    expect(parseDate('2026-12-31', true)).toEqual(at('2026-12-31T16:00:00Z'));
    expect(parseDate('2024-02-28', true)).toEqual(at('2024-02-28T16:00:00Z'));
    expect(parseDate('2026-02-29')).toBeUndefined();
    expect(parseDate('2026-11-25 00:00:00')).toBeUndefined();
  });

  it('bounds a month by UTC+8 midnights, across the year edge', () => {
    expect(monthStart(2027, 1)).toEqual(at('2026-12-31T16:00:00Z'));
    expect(monthEnd(2026, 12)).toEqual(monthStart(2027, 1));
    expect(monthStart(2027, 0)).toEqual(monthStart(2026, 12));
    expect(monthEnd(2024, 2)).toEqual(at('2024-02-29T16:00:00Z'));
    expect(monthStart(2026, 11)).toEqual(at('2026-10-31T16:00:00Z'));
  });

  it('starts a week on Monday 00:00 UTC+8, when it is still Sunday in UTC', () => {
    // Monday 2026-11-23 00:00 in UTC+8 is Sunday 2026-11-22 16:00 UTC.
    const monday = at('2026-11-22T16:00:00Z');
    expect(weekStart(monday)).toEqual(monday);
    expect(weekStart(at('2026-11-22T15:59:59Z'))).toEqual(at('2026-11-15T16:00:00Z'));
    expect(weekStart(at('2026-11-29T15:59:59Z'))).toEqual(monday);
    // A week that crosses the year: Monday 2026-12-28 to Sunday 2027-01-03.
    expect(weekStart(at('2027-01-03T12:00:00Z'))).toEqual(at('2026-12-27T16:00:00Z'));
    expect(formatDate(weekStart(at('2027-01-01T00:00:00Z')))).toBe('2026-12-28');
  });

  it('lists the last months oldest first, the current UTC+8 month last', () => {
    const months = lastMonths(at('2026-12-31T16:00:00Z'), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2026, month: 2, key: '2026-02' });
    expect(months.at(-1)).toEqual({ year: 2027, month: 1, key: '2027-01' });
    expect(lastMonths(at('2026-12-31T15:59:59Z'), 2).map((m) => m.key)).toEqual(['2026-11', '2026-12']);
    expect(lastMonths(at('2026-03-15T00:00:00Z'), 3).map((m) => m.key)).toEqual(['2026-01', '2026-02', '2026-03']);
  });
});
