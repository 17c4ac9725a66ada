import { describe, expect, it } from 'vitest';
import { allowedTradeActions } from './trade-moves';

describe('trade moves', () => {
  it('offers each gift type its own fulfilment while pending, and only issue-cash/close/reject after a failed payout', () => {
    expect(allowedTradeActions(10, 'custom')).toEqual(['ship', 'close', 'reject']);
    expect(allowedTradeActions(10, 'new')).toEqual(['ship', 'close', 'reject']);
    expect(allowedTradeActions(10, 'score')).toEqual(['issue-coins', 'close', 'reject']);
    expect(allowedTradeActions(10, 'cash')).toEqual(['issue-cash', 'cash-failed', 'close', 'reject']);
    expect(allowedTradeActions(31, 'cash')).toEqual(['issue-cash', 'close', 'reject']);
  });
  it('offers nothing once an order is finished', () => {
    for (const status of [21, 22, 23, 30, 32]) expect(allowedTradeActions(status, 'cash')).toEqual([]);
  });
});
