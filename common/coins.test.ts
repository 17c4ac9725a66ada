import { describe, expect, it } from 'vitest';
import { awardCoins, baseCoinsFit, clampBaseCoins, DEFAULT_LEVEL_COIN_RANGES } from './coins';

describe('the coins of a rated report (docs/rules.md#rating-and-coins)', () => {
  it('has a default range for each audit level, rising without gaps', () => {
    expect(DEFAULT_LEVEL_COIN_RANGES).toEqual([
      [0, 0],
      [1, 5],
      [6, 15],
      [16, 30],
      [31, 60],
    ]);
    for (const [level, [min]] of DEFAULT_LEVEL_COIN_RANGES.entries()) if (level > 0) expect(min).toBe(DEFAULT_LEVEL_COIN_RANGES[level - 1]![1] + 1);
  });

  it('awards round(base × business coefficient × activity multiplier)', () => {
    expect(awardCoins(10, 1, 1)).toBe(10);
    expect(awardCoins(10, 1.5, 2)).toBe(30);
    expect(awardCoins(5, 1.1, 1)).toBe(6);
    expect(awardCoins(3, 0.5, 1)).toBe(2);
    expect(awardCoins(0, 2, 3)).toBe(0);
  });

  it('takes whole base coins inside the level’s range, ends included', () => {
    const ranges = DEFAULT_LEVEL_COIN_RANGES;
    expect(baseCoinsFit(2, 6, ranges)).toBe(true);
    expect(baseCoinsFit(2, 15, ranges)).toBe(true);
    expect(baseCoinsFit(2, 16, ranges)).toBe(false);
    expect(baseCoinsFit(2, 5, ranges)).toBe(false);
    expect(baseCoinsFit(2, 7.5, ranges)).toBe(false);
    expect(baseCoinsFit(0, 0, ranges)).toBe(true);
    expect(baseCoinsFit(5, 1, ranges)).toBe(false);
    expect(
      baseCoinsFit(1, 8, [
        [0, 0],
        [2, 8],
      ]),
    ).toBe(true);
  });

  it('holds a base to the range of the level for the preview', () => {
    expect(clampBaseCoins(3, 100)).toBe(30);
    expect(clampBaseCoins(3, 2)).toBe(16);
    expect(clampBaseCoins(3, 20.6)).toBe(21);
    expect(clampBaseCoins(1, Number.NaN)).toBe(1);
    expect(
      clampBaseCoins(4, 90, [
        [0, 0],
        [1, 5],
        [6, 15],
        [16, 30],
        [31, 80],
      ]),
    ).toBe(80);
  });
});
