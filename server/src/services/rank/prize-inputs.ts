// The monthly prize's published inputs (docs/ledger.md): what its ranking read, written and signed in
// the award's transaction and never changed (a trigger refuses it), so anyone can redo the ranking and
// a researcher his own place from his statement. The signed text is the one source: the read answers
// the fields parsed from it, so what is shown is what was signed.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { MonthlyPrizePublicationLimits } from '@generated/limits';
import type { Db } from '../../db/index';
import { monthlyPrizeInputs, users, userScores } from '../../db/schema';
import type { Lang } from '../../envelope';
import { t } from '../../messages/index';
import { formatDateTime } from '@common/contract-time';
import { displayName } from '../names';
import { signWith, type SigningKey } from '../coins/ledger-key';

/** Places listed: enough for nearly every researcher to find himself; `eligible` counts them all. */
export const MAX_PLACES = MonthlyPrizePublicationLimits.places.maxItems;

export interface PrizePlace {
  place: number;
  userId: number;
  nickname: string;
  score: number;
  reachedMs: number;
  prize: number;
}

/** The signed document: keys in this order, one line of JSON. */
export interface PrizeDocument {
  about: 'monthly-prize-inputs/1';
  month: string;
  awardedAt: string;
  minimum: number;
  coins: number[];
  order: ['score desc', 'reachedMs asc', 'userId asc'];
  eligible: number;
  places: PrizePlace[];
}

/** Who takes part: researchers whose month score is above the minimum. */
const eligibleIn = (period: string, minimum: number) => and(eq(userScores.period, period), sql`${userScores.score} > ${minimum}`, eq(users.role, 'researcher'));

/** The ranking as the prize reads it, inside the award's transaction (before the prize moves any score). */
export async function rankForPrize(tx: Db, month: string, period: string, rule: { minimum: number; coins: number[] }, awardedAt: Date): Promise<PrizeDocument> {
  // One query after the other: a transaction's connection takes one at a time (PostgreSQL).
  const rows = await tx
    .select({ userId: userScores.userId, score: userScores.score, reachedAt: userScores.reachedAt })
    .from(userScores)
    .innerJoin(users, eq(users.id, userScores.userId))
    .where(eligibleIn(period, rule.minimum))
    .orderBy(desc(userScores.score), userScores.reachedAt, userScores.userId)
    .limit(MAX_PLACES);
  const [total] = await tx.select({ n: count() }).from(userScores).innerJoin(users, eq(users.id, userScores.userId)).where(eligibleIn(period, rule.minimum));
  const people =
    rows.length === 0
      ? []
      : await tx
          .select({ id: users.id, nickname: users.nickname, email: users.email })
          .from(users)
          .where(
            inArray(
              users.id,
              rows.map((r) => r.userId),
            ),
          );
  const names = new Map(people.map((p) => [p.id, displayName(p)]));
  return {
    about: 'monthly-prize-inputs/1',
    month,
    awardedAt: formatDateTime(awardedAt),
    minimum: rule.minimum,
    coins: [...rule.coins],
    order: ['score desc', 'reachedMs asc', 'userId asc'],
    eligible: total?.n ?? 0,
    places: rows.map((r, i) => ({
      place: i + 1,
      userId: r.userId,
      nickname: names.get(r.userId) ?? '',
      score: r.score,
      reachedMs: r.reachedAt.getTime(),
      prize: rule.coins[i] ?? 0,
    })),
  };
}

/** Signs and stores the document; the caller's transaction is the award's. */
export async function publishPrizeInputs(tx: Db, key: SigningKey, doc: PrizeDocument) {
  const document = JSON.stringify(doc);
  const signature = signWith(key, document);
  await tx.insert(monthlyPrizeInputs).values({ month: doc.month, document, signature: signature.value, publicKey: signature.publicKey });
}

export async function getPrizeInputs(db: Db, lang: Lang, month: string) {
  const [row] = await db.select().from(monthlyPrizeInputs).where(eq(monthlyPrizeInputs.month, month));
  if (!row) return { month, publication: null };
  const doc = JSON.parse(row.document) as PrizeDocument;
  return {
    month,
    publication: {
      awardedAt: doc.awardedAt,
      minimum: doc.minimum,
      coins: doc.coins,
      ruleText: t(lang).prize.rule(doc.minimum, doc.coins),
      eligible: doc.eligible,
      places: doc.places.map((p) => ({ ...p, reachedAt: formatDateTime(new Date(p.reachedMs)) })),
      document: row.document,
      signature: { algorithm: 'Ed25519' as const, publicKey: row.publicKey, value: row.signature },
    },
  };
}
