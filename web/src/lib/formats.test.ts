import { describe, expect, it } from 'vitest';
import { dateOnly, fileSize, formatBadge, formatCount, formatWait, monthDay, truncate } from './formats';

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

  it('writes a wait of a day or more in days and hours, a shorter one in hours', () => {
    expect(formatWait(0, 'zh')).toBe('0 小时');
    expect(formatWait(20.5, 'en')).toBe('20.5 h');
    expect(formatWait(23.9, 'zh')).toBe('23.9 小时');
    expect(formatWait(24, 'zh')).toBe('1 天');
    expect(formatWait(9842, 'zh')).toBe('410 天 2 小时');
    expect(formatWait(9842, 'en')).toBe('410 d 2 h');
    expect(formatWait(40.4, 'en')).toBe('1 d 16 h');
    // 47.6 h rounds to a whole second day, not '1 d 24 h'.
    expect(formatWait(47.6, 'en')).toBe('2 d');
  });
});
