// What a coin is worth in cash (docs/rules.md#product, docs/rules.md#rating-and-coins): 1 coin = 5 currency units (yuan) since March
// 2017, raised from 1:4. Cash gifts are priced by it and the gift pages state it; written once here.
export const CURRENCY_UNITS_PER_COIN = 5;

/** The cash a number of coins is worth. */
export function cashValueOf(coins: number): number {
  return coins * CURRENCY_UNITS_PER_COIN;
}

/** The price in coins of a cash gift of `amount` currency units (whole coins, rounded up). */
export function coinsForCash(amount: number): number {
  return Math.ceil(amount / CURRENCY_UNITS_PER_COIN);
}
