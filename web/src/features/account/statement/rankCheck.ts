// A researcher's own check of his monthly-prize place (docs/ledger.md), done here from two things
// the portal published: his statement's records and the prize's signed inputs. His ranking score is
// recomputed from the records (the month's earned coins less the prize itself, paid after the
// ranking was read), his place from the published totals by the published rule; every place where
// the portal's figures and the arithmetic part is reported.
import { ScoreReason } from '@generated/enums';

interface StatementRecord {
  amount: number;
  earned: boolean;
  reason: number | null;
}
interface Place {
  place: number;
  userId: number;
  score: number;
  reachedMs: number;
  prize: number;
}
export interface PrizeInputs {
  minimum: number;
  coins: number[];
  eligible: number;
  places: Place[];
}

export type RankProblem =
  | { kind: 'order'; place: number }
  | { kind: 'score'; published: number; recomputed: number }
  | { kind: 'place'; published: number; recomputed: number }
  | { kind: 'prize'; published: number; paid: number }
  | { kind: 'missing' };

export interface RankVerdict {
  /** The month's ranking score recomputed from the statement's records. */
  score: number;
  /** 'placed': listed; 'beyond': below the last listed place; 'out': not above the minimum. */
  standing: 'placed' | 'beyond' | 'out';
  /** His place by the arithmetic (for 'beyond', the first place after the list). */
  place: number;
  of: number;
  /** The totals ranked above him. */
  above: number[];
  problems: RankProblem[];
}

const PRIZE_REASONS: readonly number[] = [ScoreReason.MonthlyFirstPrize, ScoreReason.MonthlySecondPrize];

/** Whether `a` ranks before `b`: higher score, then earlier reached, then lower user id. */
const before = (a: Omit<Place, 'place' | 'prize'>, b: Omit<Place, 'place' | 'prize'>) =>
  a.score !== b.score ? a.score > b.score : a.reachedMs !== b.reachedMs ? a.reachedMs < b.reachedMs : a.userId < b.userId;

export function checkRank(userId: number, records: readonly StatementRecord[], inputs: PrizeInputs): RankVerdict {
  const isPrize = (r: StatementRecord) => r.earned && r.reason !== null && PRIZE_REASONS.includes(r.reason);
  const paid = records.filter(isPrize).reduce((n, r) => n + r.amount, 0);
  const score = records.filter((r) => r.earned && !isPrize(r)).reduce((n, r) => n + r.amount, 0);
  const problems: RankProblem[] = [];
  const { places } = inputs;
  // The published list itself must follow its rule: consecutive places, in order, above the minimum, each paid its place's prize.
  places.forEach((p, i) => {
    const prev = places[i - 1];
    if (p.place !== i + 1 || p.score <= inputs.minimum || p.prize !== (inputs.coins[i] ?? 0) || (prev && !before(prev, p))) problems.push({ kind: 'order', place: p.place });
  });
  const mine = places.find((p) => p.userId === userId);
  const listedPrize = mine?.prize ?? 0;
  if (paid !== listedPrize) problems.push({ kind: 'prize', published: listedPrize, paid });
  if (mine) {
    if (mine.score !== score) problems.push({ kind: 'score', published: mine.score, recomputed: score });
    const me = { userId, score, reachedMs: mine.reachedMs };
    const ahead = places.filter((p) => p.userId !== userId && before(p, me));
    if (ahead.length + 1 !== mine.place) problems.push({ kind: 'place', published: mine.place, recomputed: ahead.length + 1 });
    return { score, standing: 'placed', place: ahead.length + 1, of: inputs.eligible, above: ahead.map((p) => p.score), problems };
  }
  if (score <= inputs.minimum) return { score, standing: 'out', place: 0, of: inputs.eligible, above: [], problems };
  // Above the minimum but not listed: right only when the list stops before him.
  const last = places.at(-1);
  const complete = places.length >= inputs.eligible;
  if (complete || !last || score > last.score) problems.push({ kind: 'missing' });
  const ahead = places.filter((p) => p.score >= score);
  return { score, standing: 'beyond', place: ahead.length + 1, of: inputs.eligible, above: ahead.map((p) => p.score), problems };
}
