// The national platform's vulnerability form, prefilled from a product vulnerability
// (docs/rules.md#regulator-clock). Staff still type it into the platform; this saves them reading the
// report field by field. What an approved disclosure's advisory states (product, vendor, versions,
// CWE, remediation) wins over what the report alone offers.
import { eq } from 'drizzle-orm';
import { BugLevelLabels, BugMainTypeLabels, BugStatus, RegulatorFixStatus, RegulatorFixStatusLabels } from '@generated/enums';
import { formatDateTime } from '@common/contract-time';
import { UserBriefLimits } from '@generated/limits';
import type { Db } from '../../db/index';
import { bugs, disclosures, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { t } from '../../messages/index';
import { subTypeText } from '../bug/bug-types';
import { cvssOf } from '../bug/cvss';
import { getSetting } from '../settings/settings';
import { enumText } from '../labels';
import { advisoryFactsOf } from './advisories';
import { hostOf, plain } from './csaf-facts';

export interface RegulatorSite {
  publisherName: string;
  contactEmail: string;
}

function fixStatusOf(status: number): RegulatorFixStatus {
  if (status === BugStatus.FinishedFixed) return RegulatorFixStatus.Fixed;
  if (status === BugStatus.FinishedNotFixed) return RegulatorFixStatus.NotFixed;
  return RegulatorFixStatus.InProgress;
}

export async function exportRegulatorForm(db: Db, lang: Lang, bugId: number, site: RegulatorSite) {
  const [bug] = await db.select().from(bugs).where(eq(bugs.id, bugId));
  if (!bug) throw new ApiError(Retcode.NotFound);
  const rule = await getSetting(db, 'regulatorClock');
  if (!rule.enabled) throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.regulatorOff);
  if (!bug.productVulnerability) throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.regulatorNotMarked);
  const [disclosure] = await db.select().from(disclosures).where(eq(disclosures.bugId, bugId));
  const facts = disclosure ? (await advisoryFactsOf(db, disclosure.id))?.facts : undefined;
  const [user] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, bug.userId));
  const { cvss, auditCvss } = cvssOf(bug);
  const score = auditCvss ?? cvss;
  const fixStatus = fixStatusOf(bug.status);
  const typeLabel = subTypeText(bug.subType, lang) || enumText(BugMainTypeLabels, lang, bug.mainType);
  return {
    filename: `regulator-bug-${bug.id}.txt`,
    productName: (facts?.product || bug.appName || hostOf(bug.link)).slice(0, 500),
    vendor: facts?.vendor || site.publisherName,
    affectedVersions: facts?.affectedVersions || bug.appVersion || '',
    name: bug.name,
    type: facts?.cwe ? `${facts.cwe.id} ${facts.cwe.name}`.slice(0, 300) : typeLabel,
    cwe: facts?.cwe?.id ?? null,
    level: enumText(BugLevelLabels, lang, bug.auditLevel ?? bug.level),
    cvssVector: score?.vector ?? null,
    cvssScore: score?.score ?? null,
    description: plain(bug.detail).slice(0, 100_000),
    discoveryTime: formatDateTime(bug.submittedAt),
    confirmTime: bug.ratedAt ? formatDateTime(bug.ratedAt) : null,
    fixStatus,
    fixStatusText: enumText(RegulatorFixStatusLabels, lang, fixStatus),
    remediation: (lang === 'en' ? facts?.remediationEn : facts?.remediation)?.slice(0, 2000) ?? '',
    // The researcher's choice of anonymity on disclosure holds here too.
    discoverer: disclosure?.anonymous || !user?.nickname ? t(lang).bug.regulatorAnonymous : user.nickname.slice(0, UserBriefLimits.nickname.maxLength),
    contact: site.contactEmail,
    reportTime: bug.regulatorReportedAt ? formatDateTime(bug.regulatorReportedAt) : null,
    reference: bug.regulatorReference,
  };
}
