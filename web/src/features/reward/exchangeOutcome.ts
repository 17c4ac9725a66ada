// What an exchange ends in: a success with the quantity and cost, or a failure with the server's
// message and code (docs/rules.md#errors).
import type { ApiFailure } from '../../lib/api';

export type ExchangeOutcome = { ok: true; num: number; cost: number; cash: boolean } | { ok: false; message: string; code: string };

export function failureOutcome(failure: ApiFailure): ExchangeOutcome {
  return { ok: false, message: failure.retmsg, code: failure.retcode === null ? '0000' : String(failure.retcode) };
}

/** Custom (physical) and new-person gifts are shipped: the exchange names an address. */
export function needsAddress(type: string): boolean {
  return type === 'custom' || type === 'new';
}
