// The ledger's chain check (docs/ledger.md), for the console and `npm run ledger:verify`: every
// record's hash recomputed by the database's one ledger_record_hash(), each account's sequence and
// links walked in order, and each balance compared with the sum of its account's records. One pass
// over the ledger in the database; nothing is loaded into memory but the problems found.
import { sql } from 'drizzle-orm';
import { LedgerProblemKind } from '@generated/enums';
import { LedgerCheckLimits } from '@generated/limits';
import type { Db } from '../../db/index';
import { formatDateTime } from '@common/contract-time';
import { GENESIS_HASH } from '@common/ledger-hash';

export interface LedgerProblem {
  userId: number;
  recordId: number | null;
  seq: number | null;
  kind: LedgerProblemKind;
}

type Found = { user_id: number; id: number | null; seq: number | null; kind: string };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function checkLedger(db: Db, now = new Date()) {
  const max = LedgerCheckLimits.problems.maxItems;
  const [totals] = rowsOf<{ records: number; accounts: number }>(await db.execute(sql`select count(*)::int as records, count(distinct user_id)::int as accounts from ledger`));
  // A record is judged once, by its first fault: changed (its own hash), then its link, then its place.
  const chain = rowsOf<Found>(
    await db.execute(sql`
      select user_id, id, seq, kind from (
        select user_id, id, seq, case
            when hash <> ledger_record_hash(user_id, seq, type, reason, amount, earned, team_id, bug_id, trade_id, created_at, prev_hash, remark)
              then ${LedgerProblemKind.Changed}
            when prev_hash <> coalesce(lag(hash) over w, ${GENESIS_HASH}) then ${LedgerProblemKind.BrokenLink}
            when seq <> row_number() over w then ${LedgerProblemKind.OutOfSequence}
          end as kind
        from ledger
        window w as (partition by user_id order by seq, id)) judged
      where kind is not null
      order by user_id, seq, id
      limit ${max}`),
  );
  const balances = rowsOf<Found>(
    await db.execute(sql`
      select coalesce(b.user_id, s.user_id) as user_id, null::int as id, null::int as seq, ${LedgerProblemKind.BalanceMismatch} as kind
      from balances b full join (select user_id, sum(amount)::int as total from ledger group by user_id) s on s.user_id = b.user_id
      where coalesce(b.balance, 0) <> coalesce(s.total, 0)
      order by 1
      limit ${max}`),
  );
  const problems: LedgerProblem[] = [...chain, ...balances].slice(0, max).map((p) => ({
    userId: Number(p.user_id),
    recordId: p.id === null ? null : Number(p.id),
    seq: p.seq === null ? null : Number(p.seq),
    kind: p.kind as LedgerProblemKind,
  }));
  return { checkedTime: formatDateTime(now), records: totals?.records ?? 0, accounts: totals?.accounts ?? 0, ok: problems.length === 0, problems };
}
