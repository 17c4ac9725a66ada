// The coin ledger: every coin movement is one appended record. In the same transaction the user's
// balance (never negative: a CHECK constraint) and, for earned coins, the user's and team's scores
// for all time, the year and the month are updated, so balances and ranks never scan the ledger.
import { eq, sql } from 'drizzle-orm';
import { TeamStatus } from '@generated/enums';
import type { Db } from '../../db/index';
import { balances, ledger, teamScores, teams, userScores, users } from '../../db/schema';
import { ApiError, Retcode } from '../../envelope';
import { periodsOf } from '@common/periods';

export const CoinType = { BugRating: 1, HighQualityBug: 2, GiftPayment: 3, CoinExchange: 4, ManualChange: 5, RecheckReward: 6 } as const;

export interface LedgerEntry {
  userId: number;
  type: number;
  amount: number;
  /**
   * Counts towards contribution and ranks (awards, prizes, manual changes). A negative earned
   * amount is a clawback (re-rating down, negative manual change): it lowers the scores of the
   * period of its own date. Gift payments and refunds are not earned: they move only the balance.
   */
  earned: boolean;
  reason?: number | null;
  bugId?: number | null;
  tradeId?: number | null;
  remark?: string;
  at?: Date;
}

function isCheckViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23514' || e?.cause?.code === '23514';
}

/** Appends one record and updates the aggregates. Call inside a transaction (tx is a Db). */
export async function postLedger(tx: Db, entry: LedgerEntry): Promise<{ id: number; balance: number }> {
  // Rank lists and balances change: cached public answers go stale once the request's answer leaves
  // (after the commit, plugins/app/public-cache.ts), or when a background job says so (change-feed.ts).
  if (!Number.isInteger(entry.amount) || entry.amount === 0) throw new Error('ledger amount must be a non-zero integer');
  const at = entry.at ?? new Date();
  const [user] = await tx.select({ teamId: users.teamId, teamStatus: teams.status }).from(users).leftJoin(teams, eq(teams.id, users.teamId)).where(eq(users.id, entry.userId));
  if (!user) throw new ApiError(Retcode.NotFound);
  const teamId = entry.earned && user.teamId !== null && user.teamStatus === TeamStatus.Approved ? user.teamId : null;

  // A debit is a plain UPDATE: PostgreSQL checks CHECK constraints on the row an upsert proposes
  // to insert before it resolves the conflict, so `insert … balance: -10 … on conflict` always
  // failed. The CHECK still guards the update (never negative, also under concurrent debits).
  let balance: number;
  try {
    const earnedPart = entry.earned ? entry.amount : 0;
    const [row] =
      entry.amount < 0
        ? await tx
            .update(balances)
            .set({ balance: sql`${balances.balance} + ${entry.amount}`, contribution: sql`${balances.contribution} + ${earnedPart}` })
            .where(eq(balances.userId, entry.userId))
            .returning({ balance: balances.balance })
        : await tx
            .insert(balances)
            .values({ userId: entry.userId, balance: entry.amount, contribution: earnedPart })
            .onConflictDoUpdate({
              target: balances.userId,
              set: { balance: sql`${balances.balance} + ${entry.amount}`, contribution: sql`${balances.contribution} + ${earnedPart}` },
            })
            .returning({ balance: balances.balance });
    if (!row) throw new ApiError(Retcode.InsufficientCoins);
    balance = row.balance;
  } catch (err) {
    if (isCheckViolation(err)) throw new ApiError(Retcode.InsufficientCoins);
    throw err;
  }

  const [record] = await tx
    .insert(ledger)
    .values({
      userId: entry.userId,
      type: entry.type,
      reason: entry.reason ?? null,
      amount: entry.amount,
      earned: entry.earned,
      teamId,
      bugId: entry.bugId ?? null,
      tradeId: entry.tradeId ?? null,
      remark: entry.remark ?? '',
      createdAt: at,
    })
    .returning({ id: ledger.id });

  if (entry.earned) {
    const p = periodsOf(at);
    // A rising score moves reached_at (ties rank who got there first); a falling one keeps it.
    const reached = entry.amount > 0 ? at : null;
    for (const period of [p.all, p.year, p.month]) {
      await tx
        .insert(userScores)
        .values({ period, userId: entry.userId, score: entry.amount, reachedAt: at })
        .onConflictDoUpdate({
          target: [userScores.period, userScores.userId],
          set: {
            score: sql`${userScores.score} + ${entry.amount}`,
            reachedAt: reached ? sql`${reached.toISOString()}::timestamptz` : sql`${userScores.reachedAt}`,
          },
        });
      if (teamId !== null) {
        await tx
          .insert(teamScores)
          .values({ period, teamId, score: entry.amount, reachedAt: at })
          .onConflictDoUpdate({
            target: [teamScores.period, teamScores.teamId],
            set: {
              score: sql`${teamScores.score} + ${entry.amount}`,
              reachedAt: reached ? sql`${reached.toISOString()}::timestamptz` : sql`${teamScores.reachedAt}`,
            },
          });
      }
    }
  }
  return { id: record!.id, balance };
}

export async function balanceOf(db: Db, userId: number): Promise<{ balance: number; contribution: number }> {
  const [row] = await db.select({ balance: balances.balance, contribution: balances.contribution }).from(balances).where(eq(balances.userId, userId));
  return row ?? { balance: 0, contribution: 0 };
}
