// Published CSAF advisories: one per approved disclosure, written in the approval's transaction;
// a withdrawal appends a revision instead of deleting anything (docs/rules.md#csaf-advisories).
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { csafAdvisories } from '../../db/schema';
import { csafPath, csafUrl, type CsafAdvisory, type CsafFacts, type CsafLang, type CsafRevision, type CsafSite, TRANSLATION_SUFFIX } from './csaf-document';

type Row = typeof csafAdvisories.$inferSelect;

export const TRACKING_PREFIX = 'SRC';

const advisoryOf = (row: Row): CsafAdvisory & { disclosureId: number; currentReleaseAt: Date } => ({
  trackingId: row.trackingId,
  facts: row.facts as CsafFacts,
  revisions: row.revisions as CsafRevision[],
  withdrawn: row.withdrawn,
  disclosureId: row.disclosureId,
  currentReleaseAt: row.currentReleaseAt,
});

export async function publishAdvisory(tx: Db, disclosureId: number, facts: CsafFacts, now: Date): Promise<void> {
  const trackingId = `${TRACKING_PREFIX}-${now.getUTCFullYear()}-${String(disclosureId).padStart(4, '0')}`;
  const revisions: CsafRevision[] = [{ number: '1', date: now.toISOString(), kind: 'initial' }];
  await tx.insert(csafAdvisories).values({ disclosureId, trackingId, facts, revisions, initialReleaseAt: now, currentReleaseAt: now });
}

export async function withdrawAdvisory(tx: Db, disclosureId: number, reason: string, now: Date): Promise<void> {
  const [row] = await tx.select().from(csafAdvisories).where(eq(csafAdvisories.disclosureId, disclosureId)).for('update');
  // A disclosure approved before advisories existed has none to withdraw.
  if (!row || row.withdrawn) return;
  const revisions = row.revisions as CsafRevision[];
  const next: CsafRevision = { number: String(Number(revisions[revisions.length - 1]!.number) + 1), date: now.toISOString(), kind: 'withdrawal', reason };
  await tx
    .update(csafAdvisories)
    .set({ revisions: [...revisions, next], withdrawn: true, currentReleaseAt: now })
    .where(eq(csafAdvisories.id, row.id));
}

/** The console's view of the advisories of these disclosures, by disclosure id. */
export async function advisoryLinks(db: Db, site: CsafSite, disclosureIds: number[]) {
  if (disclosureIds.length === 0) return new Map<number, never>();
  const rows = await db.select().from(csafAdvisories).where(inArray(csafAdvisories.disclosureId, disclosureIds));
  return new Map(
    rows.map((row) => {
      const a = advisoryOf(row);
      const link = {
        trackingId: a.trackingId,
        version: Number(a.revisions[a.revisions.length - 1]!.number),
        withdrawn: a.withdrawn,
        url: csafUrl(site, a, 'zh'),
        translationUrl: csafUrl(site, a, 'en'),
      };
      return [row.disclosureId, link] as const;
    }),
  );
}

/** Every advisory, the latest change first (changes.csv's order). */
export async function listAdvisories(db: Db) {
  const rows = await db.select().from(csafAdvisories).orderBy(desc(csafAdvisories.currentReleaseAt), asc(csafAdvisories.id));
  return rows.map(advisoryOf);
}

/** The advisory and language a directory path (`2026/src-2026-0007-en.json`) names, or null. */
export async function advisoryAt(db: Db, path: string): Promise<{ advisory: ReturnType<typeof advisoryOf>; lang: CsafLang } | null> {
  const match = /^(\d{4})\/([a-z0-9+_-]+)\.json$/.exec(path);
  if (!match) return null;
  const file = match[2]!;
  const suffix = TRANSLATION_SUFFIX.toLowerCase();
  const lang: CsafLang = file.endsWith(suffix) ? 'en' : 'zh';
  const id = lang === 'en' ? file.slice(0, -suffix.length) : file;
  const [row] = await db
    .select()
    .from(csafAdvisories)
    .where(eq(sql`lower(${csafAdvisories.trackingId})`, id));
  if (!row) return null;
  const advisory = advisoryOf(row);
  return csafPath(advisory, lang) === path ? { advisory, lang } : null;
}

/** The disclosure's advisory facts, for the CVE draft (its product, versions and weakness). */
export async function advisoryFactsOf(db: Db, disclosureId: number) {
  const [row] = await db.select().from(csafAdvisories).where(eq(csafAdvisories.disclosureId, disclosureId));
  return row ? advisoryOf(row) : null;
}
