// Which staff move an exchange order allows, by its status and its gift's type (contract
// actOnTrade). One table for both sides: the server refuses any other move with 1006, and the
// console offers only these, so the two cannot drift apart.
import type { RewardType, TradeAction, TradeStatus } from '../generated/enums';

export interface TradeMove {
  from: readonly TradeStatus[];
  to: TradeStatus;
  /** The gift types the move applies to; every type when absent. */
  types?: readonly RewardType[];
}

export const TRADE_MOVES: Record<TradeAction, TradeMove> = {
  ship: { from: [10], to: 21, types: ['custom', 'new'] },
  'issue-coins': { from: [10], to: 22, types: ['score'] },
  'issue-cash': { from: [10, 31], to: 23, types: ['cash'] },
  'cash-failed': { from: [10], to: 31, types: ['cash'] },
  close: { from: [10, 31], to: 30 },
  reject: { from: [10, 31], to: 32 },
};

export function tradeMoveAllowed(action: TradeAction, status: number, type: string): boolean {
  const move = TRADE_MOVES[action];
  return (move.from as readonly number[]).includes(status) && (!move.types || (move.types as readonly string[]).includes(type));
}

/** The moves open to an order, in the table's order. */
export function allowedTradeActions(status: number, type: string): TradeAction[] {
  return (Object.keys(TRADE_MOVES) as TradeAction[]).filter((action) => tradeMoveAllowed(action, status, type));
}
