// Exchange quantity (docs/rules.md#validation): rounded to a whole number, at least 1, at most 10 (1 for new-person gifts).
import type { RewardType } from '@generated/enums';

export const MAX_EXCHANGE = 10;

export function maxQuantity(type: RewardType): number {
  return type === 'new' ? 1 : MAX_EXCHANGE;
}

export function clampQuantity(value: number | string, type: RewardType): number {
  const n = Math.round(Number(value));
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, maxQuantity(type));
}
