// A report as the contract shows it: list rows and the full detail with files and labels.
import { eq, inArray } from 'drizzle-orm';
import { BugMainTypeLabels, BugStatusLabels, IgnoreReasonLabels, type BugLevel, type BugMainType, type BugStatus, type HarmResult, type IgnoreReason } from '@generated/enums';
import type { Db } from '../../db/index';
import { activities, bugAttachments, bugs, uploads, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { personCard } from '../names';
import { subTypeText } from './bug-types';
import { enumText } from '../labels';
import { fileRef } from '../upload/owned-uploads';
import { asLang } from '../../lang';
import type { BugRow } from './access';
import { infoRequestOf } from './info-request';
import { cvssOf } from './cvss';
import { recheckOf } from './recheck';
import { formatDateTime } from '@common/contract-time';
import { regulatorOf } from './regulator';
import { bugSla } from './sla';

type Level = BugLevel;
type Status = BugStatus;
type MainType = BugMainType;
type Harm = HarmResult;

export const rewardOf = (bug: Pick<BugRow, 'ratingCoins' | 'qualityCoins'>) => Math.max(0, bug.ratingCoins + bug.qualityCoins);

/** The columns a list row shows: lists select only these (a report's detail is up to 200,000 characters). */
export const LIST_COLUMNS = {
  id: bugs.id,
  name: bugs.name,
  level: bugs.level,
  status: bugs.status,
  mainType: bugs.mainType,
  subType: bugs.subType,
  submittedAt: bugs.submittedAt,
  ratingCoins: bugs.ratingCoins,
  qualityCoins: bugs.qualityCoins,
};
export type ListRow = Pick<BugRow, keyof typeof LIST_COLUMNS>;

export function listItem(bug: ListRow, lang: Lang) {
  return {
    id: bug.id,
    name: bug.name,
    level: bug.level as Level,
    status: bug.status as Status,
    statusText: enumText(BugStatusLabels, lang, bug.status),
    mainTypeText: enumText(BugMainTypeLabels, lang, bug.mainType),
    subTypeText: subTypeText(bug.subType, lang),
    submitTime: formatDateTime(bug.submittedAt),
    rewardCoins: rewardOf(bug),
  };
}

/**
 * Why an ignored report was closed, as its researcher may read it: the reason, the staff note and,
 * for a duplicate, only the earlier report's id and submit time (never its content or reporter).
 */
export async function closureOf(db: Db, bug: BugRow, lang: Lang) {
  if (bug.ignoreReason === null) return null;
  const [original] = bug.duplicateOfId === null ? [] : await db.select({ id: bugs.id, submittedAt: bugs.submittedAt }).from(bugs).where(eq(bugs.id, bug.duplicateOfId));
  return {
    reason: bug.ignoreReason as IgnoreReason,
    reasonText: enumText(IgnoreReasonLabels, lang, bug.ignoreReason),
    note: bug.closeNote,
    duplicateOf: original ? { id: original.id, submitTime: formatDateTime(original.submittedAt) } : null,
  };
}

export async function bugDetail(db: Db, bug: BugRow, lang: Lang) {
  const files = await db.select().from(uploads).innerJoin(bugAttachments, eq(bugAttachments.uploadId, uploads.id)).where(eq(bugAttachments.bugId, bug.id));
  const [pkg] =
    bug.dataPkgId === null
      ? []
      : await db
          .select()
          .from(uploads)
          .where(inArray(uploads.id, [bug.dataPkgId]));
  const [activity] = bug.activityId === null ? [] : await db.select({ title: activities.title }).from(activities).where(eq(activities.id, bug.activityId));
  return {
    id: bug.id,
    name: bug.name,
    level: bug.level as Level,
    link: bug.link,
    detail: bug.detail,
    attachments: files.map((f) => fileRef(f.uploads)),
    dataPkg: pkg ? fileRef(pkg) : null,
    mainType: bug.mainType as MainType,
    subType: bug.subType,
    mainTypeText: enumText(BugMainTypeLabels, lang, bug.mainType),
    subTypeText: subTypeText(bug.subType, lang),
    harmfulResults: bug.harmfulResults as Harm,
    harmfulResultsText: bug.harmfulResultsText,
    activityId: bug.activityId,
    activityTitle: activity?.title ?? null,
    status: bug.status as Status,
    statusText: enumText(BugStatusLabels, lang, bug.status),
    submitTime: formatDateTime(bug.submittedAt),
    firstKill: bug.firstKill,
    intelligenceValue: bug.intelligenceValue,
    auditLevel: bug.auditLevel as Level | null,
    rewardCoins: rewardOf(bug),
    multiplier: bug.multiplier,
    baseCoins: bug.baseCoins,
    highQuality: bug.highQuality,
    appName: bug.appName,
    appVersion: bug.appVersion,
    appSource: bug.appSource,
    appLink: bug.appLink,
    closure: await closureOf(db, bug, lang),
    recheck: recheckOf(bug),
    infoRequest: await infoRequestOf(db, bug),
    ...cvssOf(bug),
  };
}

/** A staff member's card (assignees), or null. */
export async function staffCard(db: Db, userId: number | null) {
  if (userId === null) return null;
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  return u ? personCard(u.id, u) : null;
}

/**
 * The report as staff see it: the researcher's view plus the reporter and the allowed actions, and
 * the SLA clocks from the very function the researcher's page reads, so both see the same clocks.
 */
export async function adminBugDetail<A extends string>(db: Db, bugId: number, lang: Lang, allowed: (bug: BugRow) => A[], now: Date) {
  const [row] = await db
    .select({ bug: bugs, nickname: users.nickname, email: users.email, portrait: users.portrait })
    .from(bugs)
    .innerJoin(users, eq(users.id, bugs.userId))
    .where(eq(bugs.id, bugId));
  if (!row) throw new ApiError(Retcode.NotFound);
  const { bug, ...user } = row;
  const detail = await bugDetail(db, bug, lang);
  return {
    ...detail,
    harmfulResults: [detail.harmfulResults],
    multiplier: Math.max(1, detail.multiplier),
    reporter: personCard(bug.userId, user),
    businessCoefficientId: bug.businessCoefficientId,
    allowedActions: allowed(bug),
    assignee: await staffCard(db, bug.assigneeId),
    language: asLang(bug.language),
    regulator: await regulatorOf(db, bug, now),
    sla: await bugSla(db, bug, now),
  };
}
