// Staff's similar reports (docs/rules.md#duplicate-hint): every report, of any researcher and
// state, scored against one report as the researcher's hint scores; the review page's panel and
// the duplicate picker's order.
import { and, desc, ne, sql } from 'drizzle-orm';
import { BugStatusLabels, type BugStatus } from '@generated/enums';
import type { Db } from '../../db/index';
import { bugs } from '../../db/schema';
import type { Lang } from '../../envelope';
import { enumText } from '../labels';
import { formatDateTime } from '@common/contract-time';
import { AdminSimilarBugListLimits } from '@generated/limits';
import type { BugRow } from './access';
import { hostOf, MIN_TITLE_SIMILARITY, roundScore, similarityScore } from './similarity';

export async function similarBugs(db: Db, lang: Lang, bug: BugRow) {
  const score = similarityScore(bugs.name, bugs.link, { title: bug.name, host: hostOf(bug.link) });
  const rows = await db.transaction(async (tx) => {
    // `%` is what the title's trigram index answers; its threshold is pg_trgm's setting, set for
    // this transaction only.
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(MIN_TITLE_SIMILARITY)}, true)`);
    return tx
      .select({ id: bugs.id, name: bugs.name, status: bugs.status, submittedAt: bugs.submittedAt, score })
      .from(bugs)
      .where(and(sql`${bugs.name} operator(public.%) ${bug.name}`, ne(bugs.id, bug.id)))
      .orderBy(desc(score), desc(bugs.id))
      .limit(AdminSimilarBugListLimits.bugs.maxItems);
  });
  return {
    bugs: rows.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status as BugStatus,
      statusText: enumText(BugStatusLabels, lang, r.status),
      submitTime: formatDateTime(r.submittedAt),
      score: roundScore(r.score),
    })),
  };
}
