// The duplicate hint a researcher sees while writing a report (docs/rules.md#duplicate-hint): what is
// already public (approved disclosures), staff's list of known issues and accepted risks, and the
// researcher's own reports. Another researcher's unpublished report is never read here at all, so
// neither it nor a count of such reports can reach the answer.
import { and, desc, eq, ne } from 'drizzle-orm';
import { BugHintKind, DisclosureStatus, type BugStatus, type KnownIssueKind } from '@generated/enums';
import type { Db } from '../../db/index';
import { bugs, disclosures, knownIssues } from '../../db/schema';
import { countChars } from '@common/text-count';
import { formatDateTime } from '@common/contract-time';
import { BugHintListLimits } from '@generated/limits';
import { alikeEnough, hostOf, roundScore, similarityScore } from './similarity';

export interface HintQuery {
  title: string;
  link?: string;
  bugId?: number;
}

interface Hint {
  kind: BugHintKind;
  id: number;
  title: string | null;
  note: string;
  time: string;
  status: BugStatus | null;
  score: number;
}

const MAX = BugHintListLimits.hints.maxItems;

export async function bugHints(db: Db, userId: number, query: HintQuery): Promise<{ hints: Hint[] }> {
  const title = query.title.trim();
  if (countChars(title) < 2) return { hints: [] };
  const against = { title, host: hostOf(query.link ?? '') };
  const ownScore = similarityScore(bugs.name, bugs.link, against);
  // A disclosure's address is not public: its title alone is compared, so the score says nothing
  // about where the disclosed report was.
  const disclosedScore = similarityScore(bugs.name, null, against);
  const knownScore = similarityScore(knownIssues.title, knownIssues.target, against);
  const [own, disclosed, known] = await Promise.all([
    db
      .select({ id: bugs.id, time: bugs.submittedAt, status: bugs.status, score: ownScore })
      .from(bugs)
      .where(and(eq(bugs.userId, userId), alikeEnough(bugs.name, title), query.bugId === undefined ? undefined : ne(bugs.id, query.bugId)))
      .orderBy(desc(ownScore), desc(bugs.id))
      .limit(MAX),
    db
      .select({ id: disclosures.id, bugId: disclosures.bugId, title: bugs.name, time: disclosures.decidedAt, score: disclosedScore })
      .from(disclosures)
      .innerJoin(bugs, eq(bugs.id, disclosures.bugId))
      .where(and(eq(disclosures.status, DisclosureStatus.Approved), alikeEnough(bugs.name, title)))
      .orderBy(desc(disclosedScore), desc(disclosures.id))
      .limit(MAX),
    db
      .select({ id: knownIssues.id, kind: knownIssues.kind, title: knownIssues.title, note: knownIssues.note, time: knownIssues.updatedAt, score: knownScore })
      .from(knownIssues)
      .where(alikeEnough(knownIssues.title, title))
      .orderBy(desc(knownScore), desc(knownIssues.id))
      .limit(MAX),
  ]);
  const ownIds = new Set(own.map((r) => r.id));
  const hints: Hint[] = [
    ...own.map((r) => ({ kind: BugHintKind.OwnReport, id: r.id, title: null, note: '', time: formatDateTime(r.time), status: r.status as BugStatus, score: roundScore(r.score) })),
    // One's own report, once disclosed, is shown once: as one's own.
    ...disclosed
      .filter((r) => !ownIds.has(r.bugId))
      .map((r) => ({ kind: BugHintKind.Disclosure, id: r.id, title: r.title, note: '', time: formatDateTime(r.time!), status: null, score: roundScore(r.score) })),
    ...known.map((r) => ({ kind: r.kind as KnownIssueKind as BugHintKind, id: r.id, title: r.title, note: r.note, time: formatDateTime(r.time), status: null, score: roundScore(r.score) })),
  ];
  hints.sort((a, b) => b.score - a.score);
  return { hints: hints.slice(0, MAX) };
}
