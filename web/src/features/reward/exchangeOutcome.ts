// What an exchange ends in: a success with the quantity and cost, or a failure with the server's
// message and code (docs/rules.md#errors).
import type { ApiFailure } from '../../lib/api';

export type ExchangeOutcome = { ok: true; num: number; cost: number; cash: boolean } | { ok: false; message: string; code: string };

export function failureOutcome(failure: ApiFailure): ExchangeOutcome {
  return { ok: false, message: failure.retmsg, code: failure.retcode === null ? '0000' : String(failure.retcode) };
}

/** Custom and new-person gifts need an address, chosen on the exchange page in a new tab. */
export function needsExchangePage(type: string): boolean {
  return type === 'custom' || type === 'new';
}
