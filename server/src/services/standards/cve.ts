// CVE requests and drafts (docs/rules.md#cve-requests). A researcher asks once per confirmed report;
// the request lands in the staff inbox in the request's own transaction. Staff export a CVE JSON 5
// draft of any confirmed report, whether or not it was asked for.
import { eq } from 'drizzle-orm';
import { BugMainTypeLabels, BugStatus, StaffInboxKind } from '@generated/enums';
import { formatDateTime } from '@common/contract-time';
import { UserBriefLimits } from '@generated/limits';
import type { Db } from '../../db/index';
import { bugs, cveRequests, disclosures, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { t } from '../../messages/index';
import type { BugRow } from '../bug/access';
import { subTypeText } from '../bug/bug-types';
import { cvssOf } from '../bug/cvss';
import { enumText } from '../labels';
import { addToStaffInbox } from '../staff/staff-inbox';
import { advisoryFactsOf } from './advisories';
import { csafUrl, type CsafSite } from './csaf-document';
import { cveRecord, placeholderCveId } from './cve-record';

/** Rated reports: confirmed, awaiting re-check, or finished either way (not ignored, not yet rated). */
const CONFIRMED: number[] = [BugStatus.Confirmed, BugStatus.AwaitingRecheck, BugStatus.FinishedFixed, BugStatus.FinishedNotFixed];

/** The request of one report as its researcher sees it (BugDetail.cveRequest, canRequestCve). */
export async function cveRequestOf(db: Db, bug: BugRow) {
  const [row] = await db.select().from(cveRequests).where(eq(cveRequests.bugId, bug.id));
  return { cveRequest: row ? { requestTime: formatDateTime(row.requestedAt), note: row.note } : null, canRequestCve: !row && CONFIRMED.includes(bug.status) };
}

export async function requestCve(db: Db, lang: Lang, bugId: number, userId: number, note: string | undefined, now: Date) {
  return db.transaction(async (tx) => {
    const [bug] = await tx.select().from(bugs).where(eq(bugs.id, bugId)).for('update');
    if (!bug || bug.userId !== userId) throw new ApiError(Retcode.NotFound);
    if (!CONFIRMED.includes(bug.status)) throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.cveNotConfirmed);
    const [existing] = await tx.select({ id: cveRequests.id }).from(cveRequests).where(eq(cveRequests.bugId, bugId));
    if (existing) throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.cveRequested);
    const text = note?.trim() ?? '';
    await tx.insert(cveRequests).values({ bugId, userId, note: text, requestedAt: now });
    // The item is about the report (objectId): the console opens it, where staff export the draft.
    await addToStaffInbox(tx, { kind: StaffInboxKind.CveRequest, objectId: bugId, actorId: userId, title: bug.name, text });
    return { requestTime: formatDateTime(now), note: text };
  });
}

function hostOf(link: string) {
  try {
    return new URL(link).hostname || link;
  } catch {
    return link;
  }
}

export async function exportCveRecord(db: Db, lang: Lang, bugId: number, cveId: string | undefined, site: CsafSite & { assignerOrgId: string }, now: Date) {
  const [bug] = await db.select().from(bugs).where(eq(bugs.id, bugId));
  if (!bug) throw new ApiError(Retcode.NotFound);
  if (!CONFIRMED.includes(bug.status)) throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.cveNotConfirmed);
  const [disclosure] = await db.select().from(disclosures).where(eq(disclosures.bugId, bugId));
  const advisory = disclosure ? await advisoryFactsOf(db, disclosure.id) : null;
  const [user] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, bug.userId));
  // The researcher's choice of anonymity on disclosure holds here too.
  const credit = disclosure?.anonymous || !user?.nickname ? null : user.nickname.slice(0, UserBriefLimits.nickname.maxLength);
  const { cvss, auditCvss } = cvssOf(bug);
  const product = hostOf(bug.link);
  const typeEn = subTypeText(bug.subType, 'en') || enumText(BugMainTypeLabels, 'en', bug.mainType);
  const typeZh = subTypeText(bug.subType, 'zh') || enumText(BugMainTypeLabels, 'zh', bug.mainType);
  const facts = advisory
    ? { ...advisory.facts, credit }
    : {
        title: bug.name,
        titleEn: `${typeEn} in ${product}`,
        description: `${product} 存在${typeZh}漏洞。`,
        descriptionEn: `A ${typeEn.toLowerCase()} vulnerability in ${product}.`,
        cwe: null,
        cvss: (auditCvss ?? cvss) ? { vector: (auditCvss ?? cvss)!.vector } : null,
        vendor: site.publisherName,
        product,
        affectedVersions: '',
        fixedVersion: '',
        credit,
      };
  const id = cveId ?? placeholderCveId(now.getUTCFullYear());
  const published = advisory && !advisory.withdrawn ? { url: csafUrl(site, advisory, 'zh'), translationUrl: csafUrl(site, advisory, 'en'), released: advisory.revisions[0]!.date } : null;
  const record = cveRecord({ cveId: id, assignerOrgId: site.assignerOrgId, facts, advisory: published, portalUrl: `${site.publicUrl}/v2/` });
  return { filename: `${id}-bug-${bugId}.json`, record };
}
