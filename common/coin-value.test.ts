import { describe, expect, it } from 'vitest';
import { cashValueOf, coinsForCash, CURRENCY_UNITS_PER_COIN } from './coin-value';

describe('coin value', () => {
  it('is 5 currency units a coin, both ways', () => {
    expect(CURRENCY_UNITS_PER_COIN).toBe(5);
    expect(coinsForCash(100)).toBe(20);
    expect(cashValueOf(20)).toBe(100);
    // A sum that is not a whole number of coins costs the next whole coin.
    expect(coinsForCash(101)).toBe(21);
  });
});
