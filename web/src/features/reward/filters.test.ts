import { describe, expect, it } from 'vitest';
import { availability, PRICE_RANGES, rewardKeyword } from './filters';

describe('gift filters and states (docs/rules.md#states-and-transitions, #limits)', () => {
  it('offers the six price ranges as [low, high) bounds', () => {
    expect(PRICE_RANGES.map((r) => [r.priceLow, r.priceHigh])).toEqual([
      [undefined, undefined],
      [0, 100],
      [100, 200],
      [200, 500],
      [500, 1000],
      [1000, undefined],
    ]);
  });

  it('is sold out without stock, and not exchangeable for an ineligible newcomer gift', () => {
    expect(availability({ num: 0, type: 'custom' }, true)).toBe('soldOut');
    expect(availability({ num: 0, type: 'new' }, false)).toBe('soldOut');
    expect(availability({ num: 5, type: 'new' }, false)).toBe('notExchangeable');
    expect(availability({ num: 5, type: 'new' }, true)).toBe('available');
    // Signed out (eligibility unknown): the button stays, and the click asks to sign in.
    expect(availability({ num: 5, type: 'new' }, null)).toBe('available');
    expect(availability({ num: 5, type: 'cash' }, false)).toBe('available');
  });

  it('sends a name keyword trimmed, and none when blank or over 150 characters', () => {
    expect(rewardKeyword('  mug ')).toBe('mug');
    expect(rewardKeyword('   ')).toBeUndefined();
    expect(rewardKeyword('杯'.repeat(150))).toBe('杯'.repeat(150));
    expect(rewardKeyword('杯'.repeat(151))).toBeUndefined();
  });
});
