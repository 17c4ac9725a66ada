// The duplicate hint a researcher sees while writing a report (docs/rules.md#duplicate-hint): what is
// already public (approved disclosures), staff's list of known issues and accepted risks, and the
// researcher's own reports. Another researcher's unpublished report is never read here at all, so
// neither it nor a count of such reports can reach the answer.
import { sql } from 'drizzle-orm';
import { BugHintKind, DisclosureStatus, type BugStatus, type KnownIssueKind } from '@generated/enums';
import type { Db } from '../../db/index';
import { countChars } from '@common/text-count';
import { formatDateTime } from '@common/contract-time';
import { BugHintListLimits } from '@generated/limits';
import { hostOf, mostAlike, roundScore } from './similarity';

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
  const editing = query.bugId === undefined ? sql`` : sql` and id <> ${query.bugId}`;
  // Sequential: the embedded database answers one query at a time anyway.
  const own = await mostAlike<{ id: number; time: Date; status: number }>(
    db,
    { select: sql`id, name, link, status, submitted_at as "time"`, from: sql`bugs where user_id = ${userId}${editing}`, fenced: true },
    against,
    MAX,
  );
  // A disclosure's address is not public: its title alone is compared, so the score says nothing
  // about where the disclosed report was. The public titles are walked nearest first on their own
  // index (bugs.publicly_disclosed, kept by a trigger); the status is checked again on the row.
  const disclosed = await mostAlike<{ id: number; bugId: number; name: string; time: Date }>(
    db,
    {
      select: sql`d.id, d.bug_id as "bugId", b.name, null::text as link, d.decided_at as "time"`,
      from: sql`bugs b join disclosures d on d.bug_id = b.id where b.publicly_disclosed and d.status = ${DisclosureStatus.Approved}`,
      fenced: false,
    },
    against,
    MAX,
  );
  const known = await mostAlike<{ id: number; kind: KnownIssueKind; name: string; note: string; time: Date }>(
    db,
    { select: sql`id, kind, title as name, target as link, note, updated_at as "time"`, from: sql`known_issues`, fenced: true },
    against,
    MAX,
  );
  const at = (time: Date | string) => formatDateTime(new Date(time));
  const ownIds = new Set(own.map((r) => r.id));
  const hints: Hint[] = [
    ...own.map((r) => ({ kind: BugHintKind.OwnReport, id: r.id, title: null, note: '', time: at(r.time), status: r.status as BugStatus, score: roundScore(r.score) })),
    // One's own report, once disclosed, is shown once: as one's own.
    ...disclosed
      .filter((r) => !ownIds.has(r.bugId))
      .map((r) => ({ kind: BugHintKind.Disclosure, id: r.id, title: r.name, note: '', time: at(r.time), status: null, score: roundScore(r.score) })),
    ...known.map((r) => ({ kind: r.kind as BugHintKind, id: r.id, title: r.name, note: r.note, time: at(r.time), status: null, score: roundScore(r.score) })),
  ];
  hints.sort((a, b) => b.score - a.score);
  return { hints: hints.slice(0, MAX) };
}
