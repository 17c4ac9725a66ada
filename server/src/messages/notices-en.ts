// Notices in English (the Chinese wording is notices-zh.ts; the type keeps the two in step).
import { BugActionLabels, BugStatusLabels, IgnoreReasonLabels, TradeStatusLabels } from '@generated/enums';
import type { NoticeTexts } from './notice-params';

const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;

/** Why a report was ignored, as the notice and the report's log say it. */
export function ignoreLineEn(reason: string, duplicate?: { id: number; submitted: string }): string {
  const dup = duplicate ? ` (report #${duplicate.id}, submitted ${duplicate.submitted})` : '';
  return `Reason: ${IgnoreReasonLabels.en[reason as keyof typeof IgnoreReasonLabels.en] ?? reason}${dup}.`;
}

/** A launched re-check's deadline and reward. */
function recheckLineEn(r: { due: string; rewardCoins: number }): string {
  const reward = r.rewardCoins > 0 ? ` and earn ${r.rewardCoins} coins` : '';
  return `Please answer the re-check by ${r.due}${reward}; without an answer by then the report is taken as fixed.`;
}

export const noticesEn: NoticeTexts = {
  'bug.acted': (p) => ({
    title: `Your report "${p.name}": ${BugActionLabels.en[p.action]}`,
    content: [
      `Status: ${BugStatusLabels.en[p.status]}.`,
      p.ignoreReason ? ignoreLineEn(p.ignoreReason, p.duplicate) : '',
      p.recheck ? recheckLineEn(p.recheck) : '',
      p.delta !== 0 ? `Coins: ${signed(p.delta)}.` : '',
      p.comment,
    ]
      .filter(Boolean)
      .join(' '),
  }),
  'bug.recheckExpired': (p) => ({
    title: `Re-check of "${p.name}" expired`,
    content: `No answer came before the deadline (${p.due}): the report is finished as fixed.`,
  }),
  'bug.replied': (p) => ({ title: `New reply on "${p.name}"`, content: p.text }),
  'bug.infoRequested': (p) => ({ title: `The security team asked for more information on "${p.name}"`, content: p.text }),
  'trade.moved': (p) => ({
    title: `Your order of "${p.gift}": ${TradeStatusLabels.en[p.status]}`,
    content: [p.tracking, p.comment].filter(Boolean).join(' ') || TradeStatusLabels.en[p.status],
  }),
  'coins.changed': (p) => ({ title: p.amount > 0 ? `You received ${p.amount} coins` : `${-p.amount} coins were taken back`, content: p.reason }),
  'prize.monthly': (p) => ({
    title: `No. ${p.rank} in the ${p.month} monthly ranking`,
    content: `Congratulations! An extra ${p.coins} coins have been paid; they count in the ${p.month} ranking.`,
  }),
  'team.reviewed': (p) => ({
    title: p.approved ? `Your team "${p.team}" was approved` : `Your team "${p.team}" was not approved`,
    content: p.comment || (p.approved ? 'You can now invite members.' : 'You may change it and apply again.'),
  }),
  'team.applied': (p) => ({ title: 'New application to your team', content: p.applicant }),
  'team.decided': (p) => ({
    title: p.approved ? `You joined ${p.team}` : `${p.team} refused your application`,
    content: p.approved ? 'Welcome to the team.' : 'You may apply to another team.',
  }),
  'testReport.reviewed': (p) => ({ title: p.approved ? 'Your test report was approved' : 'Your test report was not approved', content: p.comment || `IP: ${p.ip}` }),
  'leave.replied': (p) => ({ title: `New reply to your message "${p.title}"`, content: p.text }),
  'realName.reviewed': (p) =>
    p.approved
      ? { title: 'Real-name verification approved', content: 'Your real name is verified: you can now redeem cash gifts.' }
      : { title: 'Real-name verification refused', content: `Reason: ${p.reason ?? ''}. You may correct it and send it again.` },
  'disclosure.decided': (p) =>
    p.approved
      ? { title: `Your report "${p.name}" is now public`, content: 'Your disclosure request was approved: anyone can read it among the disclosed reports.' }
      : {
          title: `Disclosure of "${p.name}" refused`,
          content: [p.reason ? `Reason: ${p.reason}.` : '', 'The report stays private; you may ask again later.'].filter(Boolean).join(' '),
        },
  'disclosure.withdrawn': (p) => ({
    title: `Disclosure of "${p.name}" withdrawn`,
    content: `Reason: ${p.reason}. It is no longer among the disclosed reports; its security advisory is marked withdrawn.`,
  }),
};
