// The coins rule of docs/rules.md#rating-and-coins as the rating dialog previews it. The base-coin ranges are the ones
// staff configured (getAdminSettings); until they arrive, the documented defaults.
import type { BugLevel } from '@generated/enums';

export type LevelCoinRanges = Record<BugLevel, readonly [number, number]>;

export const LEVEL_COIN_RANGES: LevelCoinRanges = {
  0: [0, 0],
  1: [1, 5],
  2: [6, 15],
  3: [16, 30],
  4: [31, 60],
};

/** A base held to the level's range (a blank or non-number becomes the lowest of the range). */
export function clampBase(level: BugLevel, base: number, ranges: LevelCoinRanges = LEVEL_COIN_RANGES): number {
  const [min, max] = ranges[level];
  if (!Number.isFinite(base)) return min;
  return Math.min(max, Math.max(min, Math.round(base)));
}

/** Awarded coins: round(base × business coefficient × activity multiplier), as the server posts them. */
export function awardedCoins(base: number, coefficient: number, multiplier: number): number {
  return Math.round(base * coefficient * multiplier);
}

/** The settings' list of ranges as a table by level (a level missing from it keeps its default). */
export function rangesFrom(list: readonly { level: BugLevel; min: number; max: number }[] | undefined): LevelCoinRanges {
  const ranges = { ...LEVEL_COIN_RANGES };
  for (const r of list ?? []) ranges[r.level] = [r.min, r.max];
  return ranges;
}
