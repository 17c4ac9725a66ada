// Demo public disclosure: four older finished, fixed reports of other researchers approved for
// disclosure (two anonymous, most scored with CVSS 4.0, each with a redacted summary), and one
// request waiting in the console and the staff inbox, so the public list and the review screen are
// not empty. The demo researcher's own fixed report is left for them to ask about.
import { and, asc, eq, lt, ne } from 'drizzle-orm';
import { BugStatus, DisclosureStatus, StaffInboxKind } from '@generated/enums';
import { scoreCvss4 } from '@common/cvss';
import type { Db } from '../db/index';
import { bugs, disclosures, notices, users } from '../db/schema';
import { noticeText } from '../messages/index';
import { addToStaffInbox } from '../services/staff/staff-inbox';
import { publishAdvisory } from '../services/standards/advisories';
import { csafFacts } from '../services/standards/csaf-facts';
import type { DemoPeople } from './people';
import { DAY } from './random';

/** What staff published of each demo report title: a redacted summary, the weakness and, for some, a final vector. */
const PUBLISHED: Record<string, { summary: string; vector?: string; cwe?: string }> = {
  '搜索接口存在 SQL 注入': {
    cwe: 'CWE-89',
    summary: '<p>搜索接口在拼接查询条件时未做参数化，攻击者可读取任意数据。已改为参数化查询并加入统一的输入校验。</p>',
    vector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:N/SC:N/SI:N/SA:N',
  },
  '评论区存储型 XSS': {
    cwe: 'CWE-79',
    summary: '<p>评论内容输出时未转义，可注入脚本。已统一对富文本做白名单过滤并启用内容安全策略。</p>',
    vector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:P/VC:L/VI:L/VA:N/SC:L/SI:L/SA:N',
  },
  '图片代理 SSRF 可访问内网': {
    cwe: 'CWE-918',
    summary: '<p>图片代理未限制目标地址，可访问内网服务。现只允许公网地址并在解析后再次校验；内网地址已隐去。</p>',
    vector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:L/VI:N/VA:N/SC:H/SI:N/SA:N',
  },
  订单详情越权查看: {
    cwe: 'CWE-639',
    summary: '<p>登录用户修改请求中的订单编号即可查看他人订单（越权）。服务端现在校验订单归属；具体参数已隐去。</p>',
    vector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:H/VI:N/VA:N/SC:N/SI:N/SA:N',
  },
  支付回调签名可绕过: {
    cwe: 'CWE-347',
    summary: '<p>支付回调在部分情况下未校验签名，可伪造支付成功通知。已强制验签并核对金额。</p>',
    vector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:N/VI:H/VA:N/SC:N/SI:N/SA:N',
  },
  后台弱口令: { cwe: 'CWE-1392', summary: '<p>某管理后台使用默认口令，可直接登录。已停用默认账号并强制启用双因素认证。</p>' },
  'Redis 未授权访问': {
    cwe: 'CWE-306',
    summary: '<p>一台缓存服务对外开放且无需认证。已关闭公网访问并启用认证；主机地址已隐去。</p>',
    vector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N',
  },
  'Android 导出组件越权': { cwe: 'CWE-284', summary: '<p>客户端的一个组件被导出，其他应用可调用其内部功能。已取消导出并校验调用方。</p>' },
  优惠券可无限领取: { cwe: 'CWE-362', summary: '<p>领券接口缺少并发控制，可重复领取。已加锁并按用户限制次数。</p>' },
  对象存储桶公开可写: { cwe: 'CWE-732', summary: '<p>一个存储桶的权限配置为公开可写。已改为私有并审计了桶内文件。</p>' },
};
/** The CSAF publisher the demo's advisories name as vendor where staff gave none (CSAF_PUBLISHER_NAME's default). */
const DEMO_PUBLISHER = 'Security Response Centre';
/** Of the approved ones, which are published without the researcher's name. */
const ANONYMOUS = [false, true, false, true];

const scored = (vector: string | undefined) => {
  const s = vector ? scoreCvss4(vector) : null;
  return s ? { auditCvssVector: s.vector, auditCvssScore: s.score, auditCvssSeverity: s.severity } : {};
};

export async function loadDisclosures(db: Db, people: DemoPeople, now: number): Promise<void> {
  // Old enough that every step of the report (rating, re-check) lies well before the request.
  const fixed = await db
    .select({
      id: bugs.id,
      userId: bugs.userId,
      name: bugs.name,
      submittedAt: bugs.submittedAt,
      link: bugs.link,
      mainType: bugs.mainType,
      subType: bugs.subType,
      cvssVector: bugs.cvssVector,
    })
    .from(bugs)
    .where(and(eq(bugs.status, BugStatus.FinishedFixed), ne(bugs.userId, people.researcherId), lt(bugs.submittedAt, new Date(now - 30 * DAY))))
    .orderBy(asc(bugs.id));
  // One report per researcher, so each disclosed one has its own name on the rank's card.
  const picked = fixed.filter((bug, i) => fixed.findIndex((b) => b.userId === bug.userId) === i).slice(0, ANONYMOUS.length + 1);
  for (const [i, bug] of picked.entries()) {
    const anonymous = ANONYMOUS[i];
    const requestedAt = new Date(Math.min(bug.submittedAt.getTime() + 7 * DAY, now - (10 - i) * DAY));
    if (anonymous === undefined) {
      const note = '漏洞已修复一个月，希望公开以供学习。';
      const [row] = await db
        .insert(disclosures)
        .values({ bugId: bug.id, userId: bug.userId, status: DisclosureStatus.Pending, note, requestedAt: new Date(now - 2 * 3600_000) })
        .returning();
      await addToStaffInbox(db, { kind: StaffInboxKind.DisclosureRequest, objectId: row!.id, actorId: bug.userId, title: bug.name, text: note });
      continue;
    }
    const decidedAt = new Date(requestedAt.getTime() + DAY);
    const plan = PUBLISHED[bug.name] ?? { summary: '<p>漏洞已修复，细节已隐去。</p>' };
    if (plan.vector) await db.update(bugs).set(scored(plan.vector)).where(eq(bugs.id, bug.id));
    const [row] = await db
      .insert(disclosures)
      .values({ bugId: bug.id, userId: bug.userId, status: DisclosureStatus.Approved, anonymous, summary: plan.summary, requestedAt, decidedAt, decidedById: people.staffId })
      .returning();
    // Its CSAF advisory, as approving publishes one: the first with a versioned product, the rest the report's site.
    const [researcher] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, bug.userId));
    const credit = anonymous || !researcher?.nickname ? null : researcher.nickname;
    const product = i === 0 ? { vendor: '示例科技', product: 'Example Shop', affectedVersions: '<3.2.1', fixedVersion: '3.2.1' } : {};
    const report = { name: bug.name, link: bug.link, mainType: bug.mainType, subType: bug.subType, cvssVector: plan.vector ?? bug.cvssVector, credit };
    await publishAdvisory(db, row!.id, csafFacts('zh', report, plan.summary, { ...product, cwe: plan.cwe }, DEMO_PUBLISHER), decidedAt);
    const params = { name: bug.name, approved: true };
    const text = noticeText('zh', 'disclosure.decided', params);
    await db.insert(notices).values({ userId: bug.userId, type: 'bug', key: 'disclosure.decided', params, ...text, link: `/disclosure/${row!.id}`, createdAt: decidedAt, read: true });
  }
}
