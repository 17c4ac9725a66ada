// Test-information reports (docs/rules.md#test-report): who tests what from where and when, so staff can
// tell tests from attacks. zh needs the name, en the email; ip is required; staff approve or reject.
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { StaffInboxKind } from '@generated/enums';
import { testReports, users } from '../../db/schema';
import { ApiError, Retcode, type Lang } from '../../envelope';
import { invalid, t } from '../../messages/index';
import { displayName } from '../names';
import { notify } from '../notice/notices';
import { paging } from '../paging';
import { addToStaffInbox } from '../staff/staff-inbox';
import { formatDateTime, parseDateTime } from '@common/contract-time';

export interface TestReportForm {
  userName?: string;
  email?: string;
  startTime?: string;
  endTime?: string;
  dnslog?: string;
  ip: string;
  host?: string;
  account?: string;
  content?: string;
}

const clean = (s: string | undefined) => (s ?? '').replace(/\p{Cc}/gu, ' ').trim();

export async function submitTestReport(db: Db, lang: Lang, userId: number, form: TestReportForm) {
  const userName = clean(form.userName);
  const email = clean(form.email);
  if (lang === 'zh' && !userName) throw invalid(lang, 'userName', (m) => m.testReport.nameRequired);
  if (lang === 'en' && !email) throw invalid(lang, 'email', (m) => m.testReport.emailRequired);
  const ip = clean(form.ip);
  if (!ip) throw invalid(lang, 'ip', (m) => m.testReport.ipRequired);
  const start = form.startTime ? parseDateTime(form.startTime) : undefined;
  const end = form.endTime ? parseDateTime(form.endTime) : undefined;
  if (form.startTime && !start) throw invalid(lang, 'startTime', (m) => m.validation.dateTimeFormat);
  if (form.endTime && !end) throw invalid(lang, 'endTime', (m) => m.validation.dateTimeFormat);
  if (start && end && end < start) throw invalid(lang, 'endTime', (m) => m.validation.endNotBeforeStart);
  const host = clean(form.host);
  const content = clean(form.content);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(testReports)
      .values({ userId, userName, email, ip, startTime: start ?? null, endTime: end ?? null, dnslog: clean(form.dnslog), host, account: clean(form.account), content })
      .returning({ id: testReports.id });
    await addToStaffInbox(tx, { kind: StaffInboxKind.TestReport, objectId: row!.id, actorId: userId, title: ip, text: [host, content].filter(Boolean).join(' · ') });
    return { id: row!.id };
  });
}

const time = (at: Date | null) => (at ? formatDateTime(at) : null);

export async function listMyTestReports(db: Db, userId: number, query: { page?: number; pageSize?: number }) {
  const { limit, offset } = paging(query);
  const where = eq(testReports.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(testReports).where(where).orderBy(desc(testReports.createdAt), desc(testReports.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(testReports).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    reports: rows.map((r) => ({
      id: r.id,
      ip: r.ip,
      host: r.host,
      startTime: time(r.startTime),
      endTime: time(r.endTime),
      content: r.content,
      result: r.result as 0 | 1 | 2,
      createTime: formatDateTime(r.createdAt),
    })),
  };
}

export async function listAdminTestReports(db: Db, query: { page?: number; pageSize?: number; result?: number }) {
  const { limit, offset } = paging(query);
  const where = query.result === undefined ? undefined : eq(testReports.result, query.result);
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: testReports, nickname: users.nickname, email: users.email, portrait: users.portrait })
      .from(testReports)
      .leftJoin(users, eq(users.id, testReports.userId))
      .where(where)
      .orderBy(desc(testReports.createdAt), desc(testReports.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(testReports).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    reports: rows.map(({ r, nickname, email, portrait }) => ({
      id: r.id,
      user: nickname === null ? null : { userId: r.userId, nickname: displayName({ nickname, email: email ?? '' }), portrait: portrait ?? '' },
      userName: r.userName,
      email: r.email,
      ip: r.ip,
      host: r.host,
      dnslog: r.dnslog,
      account: r.account,
      content: r.content,
      startTime: time(r.startTime),
      endTime: time(r.endTime),
      result: r.result as 0 | 1 | 2,
      createTime: formatDateTime(r.createdAt),
    })),
  };
}

export async function reviewTestReport(db: Db, lang: Lang, id: number, result: 1 | 2, comment?: string) {
  return db.transaction(async (tx) => {
    const [r] = await tx.select().from(testReports).where(eq(testReports.id, id)).for('update');
    if (!r) throw new ApiError(Retcode.NotFound);
    if (r.result !== 0) throw new ApiError(Retcode.StateNotAllowed, t(lang).testReport.alreadyReviewed);
    await tx
      .update(testReports)
      .set({ result, comment: comment?.trim() ?? '' })
      .where(eq(testReports.id, id));
    await notify(tx, r.userId, { type: 'user', key: 'testReport.reviewed', params: { approved: result === 1, ip: r.ip, comment: comment?.trim() }, link: '/user/reportingInfo' });
    return { result };
  });
}
