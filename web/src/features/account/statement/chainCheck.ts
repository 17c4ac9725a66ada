// The browser's own check of a statement (docs/ledger.md): each record's hash recomputed here with
// the browser's SHA-256 from the fields shown, and each record linked to the one before. It trusts
// nothing the server says about itself, only the arithmetic.
import { ledgerRecordText, type HashedRecord } from '@common/ledger-hash';

export type ChainVerdict = { ok: true; count: number } | { ok: false; seq: number };

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function checkStatementChain(userId: number, records: readonly (Omit<HashedRecord, 'userId'> & { hash: string })[]): Promise<ChainVerdict> {
  let before: string | null = null;
  for (const r of records) {
    if (before !== null && r.prevHash !== before) return { ok: false, seq: r.seq };
    if ((await sha256Hex(ledgerRecordText({ ...r, userId }))) !== r.hash) return { ok: false, seq: r.seq };
    before = r.hash;
  }
  return { ok: true, count: records.length };
}
