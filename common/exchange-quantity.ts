// Exchange quantity (docs/rules.md#validation), on both sides: a whole number, at least 1, at most the
// contract's per-exchange maximum (createTrade's num), and 1 for a new-person gift. The server holds
// an exchange to it; the site's quantity input and the gift page's "at most" show it.
import { createTradeBodyLimits } from '../generated/limits';

/** Most items one exchange of a gift of this type may take. */
export function maxPerExchange(type: string): number {
  return type === 'new' ? 1 : createTradeBodyLimits.num.maximum;
}

/** A quantity held to the rule: rounded, at least 1 (a blank or non-number is 1), at most maxPerExchange. */
export function clampQuantity(value: number | string, type: string): number {
  const n = Math.round(Number(value));
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, maxPerExchange(type));
}
