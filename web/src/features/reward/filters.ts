// Gift filters of docs/rules.md#limits: type all / new / cash / custom; price unlimited, 0-100, 100-200,
// 200-500, 500-1000, 1000+ (priceLow inclusive, priceHigh exclusive).
import type { RewardType } from '@generated/enums';
import { listRewardsParamLimits } from '@generated/limits';
import { countChars } from '@common/text-count';

export const TYPE_FILTERS: (RewardType | 'all')[] = ['all', 'new', 'cash', 'custom'];

export interface PriceRange {
  key: string;
  priceLow?: number;
  priceHigh?: number;
}

export const PRICE_RANGES: PriceRange[] = [
  { key: 'any' },
  { key: '0-100', priceLow: 0, priceHigh: 100 },
  { key: '100-200', priceLow: 100, priceHigh: 200 },
  { key: '200-500', priceLow: 200, priceHigh: 500 },
  { key: '500-1000', priceLow: 500, priceHigh: 1000 },
  { key: '1000+', priceLow: 1000 },
];

export type RewardAvailability = 'soldOut' | 'notExchangeable' | 'available';

/** Sold out when no stock; not exchangeable for a new-person gift the user may not take. */
export function availability(reward: { num: number; type: RewardType }, newPersonEligible: boolean | null): RewardAvailability {
  if (reward.num <= 0) return 'soldOut';
  if (reward.type === 'new' && newPersonEligible === false) return 'notExchangeable';
  return 'available';
}

/** The name keyword sent: trimmed, and ignored when blank or over 150 characters (docs/rules.md#pickers). */
export function rewardKeyword(raw: string): string | undefined {
  const value = raw.trim();
  return value && countChars(value) <= listRewardsParamLimits.keyword.maxLength ? value : undefined;
}
