// The coins rule of DESIGN §6 as the rating dialog previews it. The contract does not expose the
// configured base-coin ranges, so these are the documented defaults (the server refuses a base
// outside the configured range with 1001, which the dialog shows).
import type { BugLevel } from '../../../../generated/enums';

export const LEVEL_COIN_RANGES: Record<BugLevel, readonly [number, number]> = {
  0: [0, 0],
  1: [1, 5],
  2: [6, 15],
  3: [16, 30],
  4: [31, 60],
};

/** A base held to the level's range (a blank or non-number becomes the lowest of the range). */
export function clampBase(level: BugLevel, base: number): number {
  const [min, max] = LEVEL_COIN_RANGES[level];
  if (!Number.isFinite(base)) return min;
  return Math.min(max, Math.max(min, Math.round(base)));
}

/** Awarded coins: round(base × business coefficient × activity multiplier), as the server posts them. */
export function awardedCoins(base: number, coefficient: number, multiplier: number): number {
  return Math.round(base * coefficient * multiplier);
}
