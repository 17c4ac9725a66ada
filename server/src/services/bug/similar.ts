// Staff's similar reports (docs/rules.md#duplicate-hint): every report, of any researcher and
// state, scored against one report as the researcher's hint scores; the review page's panel and
// the duplicate picker's order.
import { sql } from 'drizzle-orm';
import { BugStatusLabels, type BugStatus } from '@generated/enums';
import type { Db } from '../../db/index';
import type { Lang } from '../../envelope';
import { enumText } from '../labels';
import { formatDateTime } from '@common/contract-time';
import { AdminSimilarBugListLimits } from '@generated/limits';
import type { BugRow } from './access';
import { hostOf, mostAlike, roundScore } from './similarity';

export async function similarBugs(db: Db, lang: Lang, bug: BugRow) {
  const rows = await mostAlike<{ id: number; name: string; status: number; time: Date }>(
    db,
    { select: sql`id, name, link, status, submitted_at as "time"`, from: sql`bugs where id <> ${bug.id}`, fenced: false },
    { title: bug.name, host: hostOf(bug.link) },
    AdminSimilarBugListLimits.bugs.maxItems,
  );
  return {
    bugs: rows.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status as BugStatus,
      statusText: enumText(BugStatusLabels, lang, r.status),
      submitTime: formatDateTime(new Date(r.time)),
      score: roundScore(r.score),
    })),
  };
}
