// The team-switch rule (docs/rules.md#team-change: one configurable rule, shown identically in the join dialog and
// the FAQ). A change is joining a team (when the leader approves) or creating one; leaving is free
// (spec: members may leave), and a refused creation is undone. The wording lives in the message catalogue (team.switchRule): the team
// pages show it from getMyTeam, and a FAQ answer names it with FAQ_TEAM_RULE, replaced when read,
// so the configured number of months (`teamChangeMonths`, 0 for no limit) is the one shown.
import type { Lang } from '../../envelope';
import { t } from '../../messages/index';

/** Written in a FAQ answer where the rule goes; listFaq puts the rule's text in its place. */
export const FAQ_TEAM_RULE = '{teamChangeRule}';

export function teamRuleText(lang: Lang, months: number): string {
  return months > 0 ? t(lang).team.switchRule(months) : t(lang).team.switchRuleAnyTime;
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
