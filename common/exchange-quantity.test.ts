import { describe, expect, it } from 'vitest';
import { clampQuantity, maxPerExchange } from './exchange-quantity';

describe('exchange quantity (docs/rules.md#validation)', () => {
  it('is a whole number from 1 to 10', () => {
    expect(clampQuantity(0, 'custom')).toBe(1);
    expect(clampQuantity(-3, 'cash')).toBe(1);
    expect(clampQuantity(2.4, 'cash')).toBe(2);
    expect(clampQuantity(2.5, 'cash')).toBe(3);
    expect(clampQuantity('7', 'score')).toBe(7);
    expect(clampQuantity(10, 'custom')).toBe(10);
    expect(clampQuantity(11, 'custom')).toBe(10);
    expect(clampQuantity('abc', 'custom')).toBe(1);
    expect(clampQuantity(Number.NaN, 'custom')).toBe(1);
  });

  it('is always 1 for a new-person gift', () => {
    expect(maxPerExchange('new')).toBe(1);
    expect(clampQuantity(5, 'new')).toBe(1);
    expect(maxPerExchange('custom')).toBe(10);
  });
});
