import { describe, expect, it } from 'vitest';
import { dateTimeRange, sortRange } from './dateRange';

describe('date-range picker rules (docs/rules.md#validation)', () => {
  it('sorts the two dates', () => {
    expect(sortRange('2026-11-20', '2026-11-01')).toEqual({ start: '2026-11-01', end: '2026-11-20' });
    expect(sortRange('2026-11-01', '2026-11-20')).toEqual({ start: '2026-11-01', end: '2026-11-20' });
    expect(sortRange('', '2026-11-01')).toEqual({ start: '', end: '2026-11-01' });
  });
  it('adds 00:00:00 to the start and 23:59:59 to the end', () => {
    expect(dateTimeRange('2026-11-20', '2026-11-01')).toEqual({ start: '2026-11-01 00:00:00', end: '2026-11-20 23:59:59' });
  });
});
