// The team-switch rule (DESIGN §6: one configurable rule, shown identically in the join dialog and
// the FAQ). A change is joining a team (when the leader approves) or creating one; leaving is free
// (spec: members may leave), and a refused creation is undone. The wording lives here only: the team
// pages show it from getMyTeam, and a FAQ answer names it with FAQ_TEAM_RULE, replaced when read,
// so the configured number of months (`teamChangeMonths`, 0 for no limit) is the one shown.
import type { Lang } from '../envelope';

/** Written in a FAQ answer where the rule goes; listFaq puts the rule's text in its place. */
export const FAQ_TEAM_RULE = '{teamChangeRule}';

const RULE_TEXTS: Record<Lang, { anyTime: string; every: (months: number) => string }> = {
  zh: {
    anyTime: '加入或创建团队不限次数；退出团队不计为变更。',
    every: (months) => `每 ${months} 个月可加入或创建一次团队；退出团队不计为变更。`,
  },
  en: {
    anyTime: 'You can join or create a team at any time; leaving a team does not count as a change.',
    every: (months) => `You can join or create a team ${months === 1 ? 'once a month' : `once every ${months} months`}; leaving a team does not count as a change.`,
  },
};

export function teamRuleText(lang: Lang, months: number): string {
  return months > 0 ? RULE_TEXTS[lang].every(months) : RULE_TEXTS[lang].anyTime;
}

/** The first instant after `lastChange` at which a change is allowed again. */
export function nextChangeAllowedAt(lastChange: Date, months: number): Date {
  const d = new Date(lastChange);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A FAQ answer (HTML) with the rule's text in place of FAQ_TEAM_RULE. */
export function withTeamRule(answer: string, ruleText: string): string {
  return answer.split(FAQ_TEAM_RULE).join(escapeHtml(ruleText));
}
