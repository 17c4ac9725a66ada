// Demo public disclosure: four older finished, fixed reports of other researchers approved for
// disclosure (two anonymous, three scored with CVSS 4.0, each with a redacted summary), and one
// request waiting in the console and the staff inbox, so the public list and the review screen are
// not empty. The demo researcher's own fixed report is left for them to ask about.
import { and, asc, eq, lt, ne } from 'drizzle-orm';
import { BugStatus, DisclosureStatus, StaffInboxKind } from '../../../generated/enums';
import { scoreCvss4 } from '../../../common/cvss';
import type { Db } from '../db/index';
import { bugs, disclosures, notices } from '../db/schema';
import { noticeText } from '../messages/index';
import { addToStaffInbox } from '../services/staff-inbox';
import type { DemoPeople } from './people';
import { DAY } from './random';

interface Disclosed {
  anonymous: boolean;
  vector?: string;
  summary: string;
}

const APPROVED: Disclosed[] = [
  {
    anonymous: false,
    vector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:N/SC:N/SI:N/SA:N',
    summary: '<p>一个未经身份验证的接口在拼接查询条件时未做参数化，攻击者可读取任意数据。已改为参数化查询并加入统一的输入校验。</p>',
  },
  {
    anonymous: true,
    vector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:H/VI:N/VA:N/SC:N/SI:N/SA:N',
    summary: '<p>登录用户修改请求中的对象编号即可读取他人的数据（越权）。服务端现在校验对象归属；具体接口与参数已隐去。</p>',
  },
  {
    anonymous: false,
    summary: '<p>某管理后台使用默认口令，可直接登录。已停用默认账号并强制启用双因素认证。</p>',
  },
  {
    anonymous: true,
    vector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:P/VC:L/VI:L/VA:N/SC:L/SI:L/SA:N',
    summary: '<p>评论内容输出时未转义，可注入脚本。已统一对富文本做白名单过滤并启用内容安全策略。</p>',
  },
];

const scored = (vector: string | undefined) => {
  const s = vector ? scoreCvss4(vector) : null;
  return s ? { auditCvssVector: s.vector, auditCvssScore: s.score, auditCvssSeverity: s.severity } : {};
};

export async function loadDisclosures(db: Db, people: DemoPeople, now: number): Promise<void> {
  // Old enough that every step of the report (rating, re-check) lies well before the request.
  const fixed = await db
    .select({ id: bugs.id, userId: bugs.userId, name: bugs.name, submittedAt: bugs.submittedAt })
    .from(bugs)
    .where(and(eq(bugs.status, BugStatus.FinishedFixed), ne(bugs.userId, people.researcherId), lt(bugs.submittedAt, new Date(now - 30 * DAY))))
    .orderBy(asc(bugs.id));
  // One report per researcher, so each disclosed one has its own name on the rank's card.
  const picked = fixed.filter((bug, i) => fixed.findIndex((b) => b.userId === bug.userId) === i).slice(0, APPROVED.length + 1);
  for (const [i, bug] of picked.entries()) {
    const plan = APPROVED[i];
    const requestedAt = new Date(Math.min(bug.submittedAt.getTime() + 7 * DAY, now - (10 - i) * DAY));
    if (!plan) {
      const note = '漏洞已修复一个月，希望公开以供学习。';
      const [row] = await db
        .insert(disclosures)
        .values({ bugId: bug.id, userId: bug.userId, status: DisclosureStatus.Pending, note, requestedAt: new Date(now - 2 * 3600_000) })
        .returning();
      await addToStaffInbox(db, { kind: StaffInboxKind.DisclosureRequest, objectId: row!.id, actorId: bug.userId, title: bug.name, text: note });
      continue;
    }
    const decidedAt = new Date(requestedAt.getTime() + DAY);
    if (plan.vector) await db.update(bugs).set(scored(plan.vector)).where(eq(bugs.id, bug.id));
    const [row] = await db
      .insert(disclosures)
      .values({ bugId: bug.id, userId: bug.userId, status: DisclosureStatus.Approved, anonymous: plan.anonymous, summary: plan.summary, requestedAt, decidedAt, decidedById: people.staffId })
      .returning();
    const params = { name: bug.name, approved: true };
    const text = noticeText('zh', 'disclosure.decided', params);
    await db.insert(notices).values({ userId: bug.userId, type: 'bug', key: 'disclosure.decided', params, ...text, link: `/disclosure/${row!.id}`, createdAt: decidedAt, read: true });
  }
}
