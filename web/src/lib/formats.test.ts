import { describe, expect, it } from 'vitest';
import { dateOnly, fileSize, formatBadge, formatCount, monthDay, truncate } from './formats';

describe('display formats (docs/rules.md#entities-and-enums)', () => {
  it('shows numbers above 99999 as 10w+', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(99_999)).toBe('99999');
    expect(formatCount(100_000)).toBe('10w+');
    expect(formatCount(2_500_000)).toBe('10w+');
  });

  it('shows counters above 999 as 999+', () => {
    expect(formatBadge(999)).toBe('999');
    expect(formatBadge(1000)).toBe('999+');
  });

  it('cuts a date-time to month-day and to the date', () => {
    expect(monthDay('2026-11-02 10:30:00')).toBe('11-02');
    expect(monthDay('not a date')).toBe('not a date');
    expect(dateOnly('2026-11-02 10:30:00')).toBe('2026-11-02');
  });

  it('cuts text by characters, never inside a CJK character or emoji', () => {
    expect(truncate('白帽小李白帽小李白帽小李白帽', 12)).toBe('白帽小李白帽小李白帽小李…');
    expect(truncate('exactly-twelve'.slice(0, 12), 12)).toBe('exactly-twel');
    expect(truncate('🔒🔒🔒', 2)).toBe('🔒🔒…');
  });

  it('shows file sizes in B, KB and MB', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(8 * 1024 * 1024)).toBe('8.0 MB');
  });
});
