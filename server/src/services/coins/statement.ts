// A researcher's monthly coin statement (docs/ledger.md): the month's records with their chain
// fields, the balances around them, the month's ranking score, and the same as a CSV file the portal
// signs, so a researcher can recompute the balance and the rank and show the file to anyone.
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { CoinRecordTypeLabels, type CoinRecordType, type ScoreReason } from '@generated/enums';
import { CoinStatementLimits } from '@generated/limits';
import type { Db } from '../../db/index';
import { ledger, userScores } from '../../db/schema';
import type { Lang } from '../../envelope';
import { invalid, t } from '../../messages/index';
import { enumText } from '../labels';
import { toCsv } from '../csv';
import { formatDateTime, monthEnd, monthStart } from '@common/contract-time';
import { GENESIS_HASH } from '@common/ledger-hash';
import { signStatement } from './ledger-key';
import type { KeyObject } from 'node:crypto';

const sumBefore = async (db: Db, userId: number, before: Date) => {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledger.amount})` })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), lt(ledger.createdAt, before)));
  return Number(row?.total ?? 0);
};

export async function coinStatement(db: Db, lang: Lang, userId: number, month: string, signingKey?: KeyObject) {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const [year, mon] = [Number(m?.[1]), Number(m?.[2])];
  if (!m || mon < 1 || mon > 12) throw invalid(lang, 'month', (w) => w.prize.monthFormat);
  const start = monthStart(year, mon);
  const end = monthEnd(year, mon);
  const [rows, openingBalance, closingBalance, [score], [head]] = await Promise.all([
    db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, userId), gte(ledger.createdAt, start), lt(ledger.createdAt, end)))
      .orderBy(asc(ledger.seq))
      .limit(CoinStatementLimits.records.maxItems),
    sumBefore(db, userId, start),
    sumBefore(db, userId, end),
    db
      .select({ score: userScores.score })
      .from(userScores)
      .where(and(eq(userScores.userId, userId), eq(userScores.period, `m${month.replace('-', '')}`))),
    db
      .select({ hash: ledger.hash })
      .from(ledger)
      .where(and(eq(ledger.userId, userId), lt(ledger.createdAt, end)))
      .orderBy(desc(ledger.seq))
      .limit(1),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    seq: r.seq,
    type: r.type as CoinRecordType,
    typeText: enumText(CoinRecordTypeLabels, lang, r.type),
    reason: r.reason as ScoreReason | null,
    amount: r.amount,
    earned: r.earned,
    teamId: r.teamId,
    bugId: r.bugId,
    tradeId: r.tradeId,
    remark: r.remark,
    createTime: formatDateTime(r.createdAt),
    createdMs: r.createdAt.getTime(),
    prevHash: r.prevHash,
    hash: r.hash,
  }));
  const earned = records.filter((r) => r.earned).reduce((n, r) => n + r.amount, 0);
  const spent = -records.filter((r) => !r.earned && r.amount < 0).reduce((n, r) => n + r.amount, 0);
  const headHash = head?.hash ?? GENESIS_HASH;
  const monthScore = score?.score ?? 0;
  const words = t(lang).ledger.csv;
  const csv = toCsv(
    [words.month, month],
    [
      [words.userId, userId],
      [words.openingBalance, openingBalance],
      [words.closingBalance, closingBalance],
      [words.earned, earned],
      [words.spent, spent],
      [words.monthScore, monthScore],
      [words.headHash, headHash],
      [],
      words.columns,
      ...records.map((r) => [
        r.seq,
        r.id,
        r.createTime,
        r.typeText,
        r.type,
        r.reason ?? '',
        r.amount,
        r.earned ? 1 : 0,
        r.teamId ?? '',
        r.bugId ?? '',
        r.tradeId ?? '',
        r.createdMs,
        r.prevHash,
        r.hash,
        r.remark,
      ]),
    ],
  );
  return { month, userId, openingBalance, closingBalance, earned, spent, monthScore, records, headHash, csv, signature: await signStatement(db, csv, signingKey) };
}
