// The coins of a rated report (docs/rules.md#rating-and-coins), on both sides: the server posts them,
// the rating dialog previews them. Staff pick base coins within the range of the report's audit
// level; the award is round(base × business coefficient × activity multiplier).

/** An audit level: 0 no harm, 1 low, 2 medium, 3 high, 4 severe. */
export type AuditLevel = 0 | 1 | 2 | 3 | 4;
/** The base coins a level allows: [min, max], both included. */
export type CoinRange = readonly [min: number, max: number];
/** A range for each audit level, by level. */
export type LevelCoinRanges = readonly [CoinRange, CoinRange, CoinRange, CoinRange, CoinRange];

/** The ranges until staff configure their own (the `levelCoins` setting). */
export const DEFAULT_LEVEL_COIN_RANGES: LevelCoinRanges = [
  [0, 0],
  [1, 5],
  [6, 15],
  [16, 30],
  [31, 60],
];

/** Coins for a rated report: round(base × business coefficient × activity multiplier). */
export function awardCoins(baseCoins: number, coefficient: number, multiplier: number): number {
  return Math.round(baseCoins * coefficient * multiplier);
}

/** Whether base coins are a whole number in the range of the level (configured ranges: any length). */
export function baseCoinsFit(level: number, baseCoins: number, ranges: readonly CoinRange[]): boolean {
  const range = ranges[level];
  return range !== undefined && Number.isInteger(baseCoins) && baseCoins >= range[0] && baseCoins <= range[1];
}

/** Base coins held to the level's range: rounded, and a blank or non-number becomes the range's lowest. */
export function clampBaseCoins(level: AuditLevel, baseCoins: number, ranges: LevelCoinRanges = DEFAULT_LEVEL_COIN_RANGES): number {
  const [min, max] = ranges[level];
  if (!Number.isFinite(baseCoins)) return min;
  return Math.min(max, Math.max(min, Math.round(baseCoins)));
}
