import { describe, expect, it } from 'vitest';
import { nextTickerOffset } from './NewsTicker';

describe('news ticker (docs/rules.md#limits)', () => {
  it('moves one pixel a step and starts over after one copy of the list', () => {
    expect(nextTickerOffset(0, 8)).toBe(1);
    expect(nextTickerOffset(8 * 44 - 2, 8)).toBe(8 * 44 - 1);
    expect(nextTickerOffset(8 * 44 - 1, 8)).toBe(0);
  });
});
