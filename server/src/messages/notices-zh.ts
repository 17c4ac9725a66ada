// Notices in Chinese (the English wording is notices-en.ts; the type keeps the two in step).
import { BugActionLabels, BugStatusLabels, IgnoreReasonLabels, TradeStatusLabels } from '@generated/enums';
import type { NoticeTexts } from './notice-params';

const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;

/** Why a report was ignored, as the notice and the report's log say it. */
export function ignoreLineZh(reason: string, duplicate?: { id: number; submitted: string }): string {
  const dup = duplicate ? `（漏洞 #${duplicate.id}，提交于 ${duplicate.submitted}）` : '';
  return `忽略原因：${IgnoreReasonLabels.zh[reason as keyof typeof IgnoreReasonLabels.zh] ?? reason}${dup}。`;
}

export const noticesZh: NoticeTexts = {
  'bug.acted': (p) => ({
    title: `您的漏洞“${p.name}”：${BugActionLabels.zh[p.action]}`,
    content: [
      `当前状态：${BugStatusLabels.zh[p.status]}。`,
      p.ignoreReason ? ignoreLineZh(p.ignoreReason, p.duplicate) : '',
      p.recheck ? `请在 ${p.recheck.due} 前提交复测结果${p.recheck.rewardCoins > 0 ? `，按时提交可获得 ${p.recheck.rewardCoins} 安全币` : ''}；逾期未答复视为已修复。` : '',
      p.delta !== 0 ? `安全币变动：${signed(p.delta)}。` : '',
      p.comment,
    ]
      .filter(Boolean)
      .join(' '),
  }),
  'bug.recheckExpired': (p) => ({ title: `漏洞“${p.name}”的复测已逾期`, content: `截止时间（${p.due}）前未收到复测结果，漏洞已按“已修复”结束。` }),
  'bug.replied': (p) => ({ title: `漏洞“${p.name}”有新的回复`, content: p.text }),
  'bug.infoRequested': (p) => ({ title: `安全团队需要你补充漏洞“${p.name}”的信息`, content: p.text }),
  'trade.moved': (p) => ({
    title: `您兑换的“${p.gift}”${TradeStatusLabels.zh[p.status]}`,
    content: [p.tracking, p.comment].filter(Boolean).join(' ') || TradeStatusLabels.zh[p.status],
  }),
  'coins.changed': (p) => ({ title: p.amount > 0 ? `获得 ${p.amount} 安全币` : `扣除 ${-p.amount} 安全币`, content: p.reason }),
  'prize.monthly': (p) => ({ title: `${p.month} 月度排行第 ${p.rank} 名`, content: `恭喜！额外奖励 ${p.coins} 安全币已发放，计入 ${p.month} 的排行。` }),
  'team.reviewed': (p) => ({
    title: p.approved ? `团队“${p.team}”已通过审核` : `团队“${p.team}”未通过审核`,
    content: p.comment || (p.approved ? '现在可以邀请成员加入了。' : '您可以修改后重新申请。'),
  }),
  'team.applied': (p) => ({ title: '有新的入队申请', content: p.applicant }),
  'team.decided': (p) => ({
    title: p.approved ? `您已加入团队“${p.team}”` : `团队“${p.team}”拒绝了您的申请`,
    content: p.approved ? '欢迎加入团队。' : '您可以申请加入其他团队。',
  }),
  'testReport.reviewed': (p) => ({ title: p.approved ? '您的测试报备已通过' : '您的测试报备未通过', content: p.comment || `IP：${p.ip}` }),
  'leave.replied': (p) => ({ title: `留言“${p.title}”有新的回复`, content: p.text }),
  'realName.reviewed': (p) =>
    p.approved
      ? { title: '实名认证已通过', content: '您的实名认证已通过审核，现在可以兑换现金礼品了。' }
      : { title: '实名认证未通过', content: `原因：${p.reason ?? ''}。您可以修改后重新提交。` },
  'disclosure.decided': (p) =>
    p.approved
      ? { title: `您的漏洞“${p.name}”已公开`, content: '公开申请已通过，任何人都可以在“公开漏洞”中看到它。' }
      : { title: `您的漏洞“${p.name}”的公开申请未通过`, content: [p.reason ? `原因：${p.reason}。` : '', '该漏洞不会公开，您可以稍后再次申请。'].join('') },
  'disclosure.withdrawn': (p) => ({ title: `您的漏洞“${p.name}”已撤回公开`, content: `原因：${p.reason}。它不再出现在“公开漏洞”中，其安全公告已标记为撤回。` }),
};
