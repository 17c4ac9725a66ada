// Public disclosure of a report. Nothing is public without both sides' consent: the researcher
// asks for a finished, fixed report of their own (51), staff approve. The public reads select only
// approved rows and only the fields the contract's DisclosedReport names — never the report's detail,
// link, attachments, or the researcher's email (a researcher without a nickname shows as anonymous,
// since the fallback display name is their email's local part). A request puts an item in the staff
// inbox and a decision sends the researcher a notice, each in the transaction of the action itself.
import { and, count, desc, eq, min, type SQL } from 'drizzle-orm';
import { BugLogAction, BugMainTypeLabels, BugStatus, DisclosureStatus, StaffInboxKind, type BugLevel } from '@generated/enums';
import type { Db } from '../../db/index';
import { bugLogs, bugs, disclosures, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { t } from '../../messages/index';
import { subTypeText } from '../bug/bug-types';
import type { BugRow } from '../bug/access';
import { cvssOf } from '../bug/cvss';
import { enumText } from '../labels';
import { personCard } from '../names';
import { notify } from '../notice/notices';
import { paging } from '../paging';
import { sanitizeHtml } from '../sanitize';
import { addToStaffInbox } from '../staff/staff-inbox';
import { advisoryLinks, publishAdvisory, withdrawAdvisory } from '../standards/advisories';
import type { CsafSite } from '../standards/csaf-document';
import { csafFacts, type ApproveForm } from '../standards/csaf-facts';
import { UserBriefLimits } from '@generated/limits';
import { formatDateTime } from '@common/contract-time';
import { assertDisclosable } from '../bug/regulator';

type Row = typeof disclosures.$inferSelect;
const when = (d: Date | null) => (d ? formatDateTime(d) : null);

/** The request of one report as its researcher sees it (BugDetail.disclosure), or null. */
export async function disclosureOf(db: Db, bug: BugRow) {
  const [row] = await db.select().from(disclosures).where(eq(disclosures.bugId, bug.id));
  const state = row
    ? {
        id: row.id,
        status: row.status as DisclosureStatus,
        anonymous: row.anonymous,
        note: row.note,
        refuseReason: row.refuseReason,
        requestTime: formatDateTime(row.requestedAt),
        decideTime: when(row.decidedAt),
      }
    : null;
  const canRequestDisclosure = bug.status === BugStatus.FinishedFixed && (!row || row.status === DisclosureStatus.Refused);
  return { disclosure: state, canRequestDisclosure };
}

export async function requestDisclosure(db: Db, lang: Lang, bugId: number, userId: number, form: { note?: string; anonymous?: boolean }) {
  return db.transaction(async (tx) => {
    const [bug] = await tx.select().from(bugs).where(eq(bugs.id, bugId)).for('update');
    if (!bug || bug.userId !== userId) throw new ApiError(Retcode.NotFound);
    if (bug.status !== BugStatus.FinishedFixed) throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.disclosureNotFinished);
    const [existing] = await tx.select().from(disclosures).where(eq(disclosures.bugId, bug.id));
    if (existing && existing.status !== DisclosureStatus.Refused) throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.disclosureExists);
    const values = {
      status: DisclosureStatus.Pending,
      anonymous: form.anonymous ?? false,
      note: form.note?.trim() ?? '',
      summary: '',
      refuseReason: '',
      requestedAt: new Date(),
      decidedAt: null,
      decidedById: null,
    };
    const [saved] = existing
      ? await tx.update(disclosures).set(values).where(eq(disclosures.id, existing.id)).returning({ id: disclosures.id })
      : await tx
          .insert(disclosures)
          .values({ ...values, bugId: bug.id, userId })
          .returning({ id: disclosures.id });
    await addToStaffInbox(tx, { kind: StaffInboxKind.DisclosureRequest, objectId: saved!.id, actorId: userId, title: bug.name, text: values.note });
    return { status: DisclosureStatus.Pending };
  });
}

async function decide(db: Db, lang: Lang, id: number, staffId: number, set: Partial<Row>, publish?: (tx: Db, row: Row, now: Date) => Promise<void>) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(disclosures).where(eq(disclosures.id, id)).for('update');
    if (!row) throw new ApiError(Retcode.NotFound);
    if (row.status !== DisclosureStatus.Pending) throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.disclosureDecided);
    const now = new Date();
    await tx
      .update(disclosures)
      .set({ ...set, decidedAt: now, decidedById: staffId })
      .where(eq(disclosures.id, id));
    await publish?.(tx, { ...row, ...set }, now);
    const [bug] = await tx.select({ name: bugs.name }).from(bugs).where(eq(bugs.id, row.bugId));
    const approved = set.status === DisclosureStatus.Approved;
    // Approved: the notice opens the public page; refused: the report, where the researcher may ask again.
    await notify(tx, row.userId, {
      type: 'bug',
      key: 'disclosure.decided',
      params: approved ? { name: bug!.name, approved } : { name: bug!.name, approved, reason: set.refuseReason ?? '' },
      link: approved ? `/disclosure/${id}` : `/user/bug/${row.bugId}`,
    });
    return { status: set.status as DisclosureStatus };
  });
}

/**
 * Approving publishes the CSAF advisory in the same transaction: a refused form (an unknown CWE), or a
 * product vulnerability not yet fixed while the regulator clock is on (1009), approves nothing.
 */
export const approveDisclosure = async (db: Db, lang: Lang, id: number, staffId: number, form: ApproveForm, site: CsafSite) =>
  decide(db, lang, id, staffId, { status: DisclosureStatus.Approved, summary: form.summary?.trim() ? await sanitizeHtml(form.summary) : '' }, async (tx, row, now) => {
    const [bug] = await tx.select().from(bugs).where(eq(bugs.id, row.bugId));
    // Refusing here rolls the approval back with the rest of the transaction.
    await assertDisclosable(tx, lang, bug!);
    const [user] = await tx.select({ nickname: users.nickname }).from(users).where(eq(users.id, row.userId));
    const { cvss, auditCvss } = cvssOf(bug!);
    // Credited as the public page shows the researcher: by nickname unless anonymous (or without one).
    const credit = row.anonymous || !user?.nickname ? null : user.nickname.slice(0, UserBriefLimits.nickname.maxLength);
    const report = { name: bug!.name, link: bug!.link, mainType: bug!.mainType, subType: bug!.subType, cvssVector: (auditCvss ?? cvss)?.vector ?? null, credit };
    await publishAdvisory(tx, row.id, csafFacts(lang, report, row.summary, form, site.publisherName), now);
  });

/**
 * Staff take an approved disclosure back: it leaves the public list and page, and its advisory gets
 * a withdrawal revision (never deleted, so readers who fetched it learn it is withdrawn).
 */
export async function withdrawDisclosure(db: Db, lang: Lang, id: number, staffId: number, reason: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(disclosures).where(eq(disclosures.id, id)).for('update');
    if (!row) throw new ApiError(Retcode.NotFound);
    if (row.status !== DisclosureStatus.Approved) throw new ApiError(Retcode.StateNotAllowed, t(lang).bug.disclosureNotPublic);
    const now = new Date();
    await tx.update(disclosures).set({ status: DisclosureStatus.Withdrawn, decidedAt: now, decidedById: staffId }).where(eq(disclosures.id, id));
    await withdrawAdvisory(tx, id, reason.trim(), now);
    const [bug] = await tx.select({ name: bugs.name }).from(bugs).where(eq(bugs.id, row.bugId));
    await notify(tx, row.userId, { type: 'bug', key: 'disclosure.withdrawn', params: { name: bug!.name, reason: reason.trim() }, link: `/user/bug/${row.bugId}` });
    return { status: DisclosureStatus.Withdrawn };
  });
}

export const refuseDisclosure = (db: Db, lang: Lang, id: number, staffId: number, reason?: string) =>
  decide(db, lang, id, staffId, { status: DisclosureStatus.Refused, refuseReason: reason?.trim() ?? '' });

export async function listAdminDisclosures(db: Db, site: CsafSite, query: { page?: number; pageSize?: number; status?: DisclosureStatus }) {
  const { limit, offset } = paging(query);
  const where = query.status ? eq(disclosures.status, query.status) : undefined;
  const [total] = await db.select({ n: count() }).from(disclosures).where(where);
  const rows = await db
    .select({ d: disclosures, bugName: bugs.name, nickname: users.nickname, email: users.email, portrait: users.portrait })
    .from(disclosures)
    .innerJoin(bugs, eq(bugs.id, disclosures.bugId))
    .innerJoin(users, eq(users.id, disclosures.userId))
    .where(where)
    .orderBy(desc(disclosures.requestedAt), desc(disclosures.id))
    .limit(limit)
    .offset(offset);
  const advisories = await advisoryLinks(
    db,
    site,
    rows.map((r) => r.d.id),
  );
  return {
    total: total?.n ?? 0,
    requests: rows.map(({ d, bugName, ...user }) => ({
      id: d.id,
      bugId: d.bugId,
      bugName,
      researcher: personCard(d.userId, user),
      status: d.status as DisclosureStatus,
      anonymous: d.anonymous,
      note: d.note,
      summary: d.summary,
      refuseReason: d.refuseReason,
      requestTime: formatDateTime(d.requestedAt),
      decideTime: when(d.decidedAt),
      advisory: advisories.get(d.id) ?? null,
    })),
  };
}

async function publicRows(db: Db, lang: Lang, where: SQL, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ d: disclosures, bug: bugs, nickname: users.nickname, portrait: users.portrait })
    .from(disclosures)
    .innerJoin(bugs, eq(bugs.id, disclosures.bugId))
    .innerJoin(users, eq(users.id, disclosures.userId))
    .where(where)
    .orderBy(desc(disclosures.decidedAt), desc(disclosures.id))
    .limit(page.limit)
    .offset(page.offset);
  return Promise.all(
    rows.map(async ({ d, bug, nickname, portrait }) => {
      const [rated] = await db
        .select({ at: min(bugLogs.createdAt) })
        .from(bugLogs)
        .where(and(eq(bugLogs.bugId, bug.id), eq(bugLogs.action, BugLogAction.Confirm)));
      const { cvss, auditCvss } = cvssOf(bug);
      return {
        id: d.id,
        title: bug.name,
        mainTypeText: enumText(BugMainTypeLabels, lang, bug.mainType),
        subTypeText: subTypeText(bug.subType, lang),
        level: bug.auditLevel as BugLevel | null,
        cvss: auditCvss ?? cvss,
        researcher: d.anonymous || !nickname ? null : { userId: d.userId, nickname: nickname.slice(0, UserBriefLimits.nickname.maxLength), portrait },
        submitTime: formatDateTime(bug.submittedAt),
        ratedTime: when(rated?.at ?? null),
        disclosedTime: formatDateTime(d.decidedAt!),
        summary: d.summary,
      };
    }),
  );
}

const APPROVED = eq(disclosures.status, DisclosureStatus.Approved);

export async function listDisclosures(db: Db, lang: Lang, query: { page?: number; pageSize?: number; userId?: number }) {
  // A researcher's own list never includes the reports they chose to disclose anonymously.
  const where = query.userId === undefined ? APPROVED : and(APPROVED, eq(disclosures.userId, query.userId), eq(disclosures.anonymous, false))!;
  const [total] = await db.select({ n: count() }).from(disclosures).where(where);
  return { total: total?.n ?? 0, reports: await publicRows(db, lang, where, paging(query)) };
}

export async function getDisclosure(db: Db, lang: Lang, id: number) {
  const [report] = await publicRows(db, lang, and(APPROVED, eq(disclosures.id, id))!, { limit: 1, offset: 0 });
  if (!report) throw new ApiError(Retcode.NotFound);
  return report;
}
