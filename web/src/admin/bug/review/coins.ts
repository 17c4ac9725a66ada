// The base-coin ranges the rating dialog holds staff to: the ones they configured (getAdminSettings),
// each level missing from them keeping its default. The coins rule itself is common/coins.ts.
import { DEFAULT_LEVEL_COIN_RANGES, type CoinRange, type LevelCoinRanges } from '@common/coins';
import type { BugLevel } from '@generated/enums';

/** The settings' list of ranges as a table by level. */
export function rangesFrom(list: readonly { level: BugLevel; min: number; max: number }[] | undefined): LevelCoinRanges {
  const ranges: [CoinRange, CoinRange, CoinRange, CoinRange, CoinRange] = [...DEFAULT_LEVEL_COIN_RANGES];
  for (const r of list ?? []) ranges[r.level] = [r.min, r.max];
  return ranges;
}
