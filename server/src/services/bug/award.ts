// Coins for a rated report (docs/rules.md#rating-and-coins): round(base × business coefficient × activity multiplier).
export function awardCoins(baseCoins: number, coefficient: number, multiplier: number): number {
  return Math.round(baseCoins * coefficient * multiplier);
}

/** Whether base coins lie in the configured range of the level (0 no harm … 4 severe). */
export function baseCoinsFit(level: number, baseCoins: number, ranges: [number, number][]): boolean {
  const range = ranges[level];
  return range !== undefined && Number.isInteger(baseCoins) && baseCoins >= range[0] && baseCoins <= range[1];
}
