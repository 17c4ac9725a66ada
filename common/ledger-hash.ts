// The text a ledger record's hash is made of (docs/ledger.md), as the database's
// ledger_record_hash() words it: the browser and the tests recompute the chain from a statement with
// it, so anyone can check the portal's records without trusting its server. Change both or neither.
export const GENESIS_HASH = '0'.repeat(64);

export interface HashedRecord {
  userId: number;
  seq: number;
  type: number;
  reason: number | null;
  amount: number;
  earned: boolean;
  teamId: number | null;
  bugId: number | null;
  tradeId: number | null;
  /** The record's time in milliseconds since 1970 (the database keeps it to the millisecond). */
  createdMs: number;
  prevHash: string;
  /** Last, so a '|' inside it cannot shift another field. */
  remark: string;
}

export function ledgerRecordText(r: HashedRecord): string {
  const opt = (v: number | null) => (v === null ? '' : String(v));
  return ['v1', r.userId, r.seq, r.type, opt(r.reason), r.amount, r.earned ? '1' : '0', opt(r.teamId), opt(r.bugId), opt(r.tradeId), r.createdMs, r.prevHash, r.remark].join('|');
}
