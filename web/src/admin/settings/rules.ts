// The settings form's rules, kept apart from the screen so they can be checked on their own: the
// form's text fields from the settings, the checks the server makes (the contract's validator of
// AdminSettingsForm on every rule, then what the schema cannot state: the first threshold 0 and
// ascending, each min ≤ its max), which rules changed, and the body that sends only those. Field
// names are the server's, so a 1001 naming `levelCoinsMax.2` lands on that input. The single
// sign-on domains are typed as one text and read as the server reads them (ssoDomainsOf).
import { SettingKey, type StaffRole } from '@generated/enums';
import type { components } from '@generated/api';
import { checkBody, itemFieldOf, type Problem as ContractProblem } from '../../lib/forms/contractResolver';
import type { SettingsBody } from './api';
import { AdminSettingsFormLimits, AdminSettingsLimits } from '@generated/limits';
import { validate } from '@generated/validators/AdminSettingsForm';

type Settings = components['schemas']['AdminSettings'];

/** A rule's value in the shape the change log keeps it (its JSON), so both are shown alike. */
export interface Rules {
  honourThresholds: number[];
  levelCoins: [number, number][];
  monthlyPrize: { minimum: number; coins: number[] };
  teamChangeMonths: number;
  requirePhoneForBug: boolean;
  urgeAfterDays: number;
  staffInvitationDays: number;
  recheck: { days: number; rewardCoins: number };
  slaTargets: { firstResponse: number[]; rating: number[]; reward: number[]; resolution: number[] };
  staffSecondFactorRequired: boolean;
  ssoAllowedDomains: string[];
  ssoDefaultRole: StaffRole;
  ssoRequiredForStaff: boolean;
  regulatorClock: { enabled: boolean; hours: number };
}

// Bounds of AdminSettingsForm, from the contract.
const HONOUR_MAX = AdminSettingsFormLimits.honourThresholds.items.maximum;
const LEVEL_COINS_MAX = AdminSettingsFormLimits.levelCoinsMax.items.maximum;
const PRIZE_MINIMUM_MAX = AdminSettingsFormLimits.prizeMinimum.maximum;
const PRIZE_COINS_MAX = AdminSettingsFormLimits.prizeCoins.items.maximum;
const TEAM_MONTHS_MAX = AdminSettingsFormLimits.teamChangeMonths.maximum;
const URGE_DAYS_MAX = AdminSettingsFormLimits.urgeAfterDays.maximum;
const RECHECK_DAYS = AdminSettingsFormLimits.recheckDays;
const RECHECK_REWARD_MAX = AdminSettingsFormLimits.recheckRewardCoins.maximum;
const SLA_HOURS_MIN = AdminSettingsFormLimits.slaFirstResponse.items.minimum;
const SLA_HOURS_MAX = AdminSettingsFormLimits.slaFirstResponse.items.maximum;

const indexed = <N extends string>(name: N, n: number) => Array.from({ length: n }, (_, i) => `${name}.${i}` as const);
export const HONOUR_FIELDS = indexed('honourThresholds', 4);
export const LEVEL_MIN_FIELDS = indexed('levelCoinsMin', 5);
export const LEVEL_MAX_FIELDS = indexed('levelCoinsMax', 5);
export const PRIZE_FIELDS = indexed('prizeCoins', 3);
/** The SLA table: each clock's form field (hours for levels 0–4) and its key in the rule's value. */
export const SLA_FIELDS = [
  ['slaFirstResponse', 'firstResponse'],
  ['slaRating', 'rating'],
  ['slaReward', 'reward'],
  ['slaResolution', 'resolution'],
] as const;
export type SlaClockName = (typeof SLA_FIELDS)[number][1];
export const slaInputs = (field: (typeof SLA_FIELDS)[number][0]) => indexed(field, 5);
const SLA_INPUTS = SLA_FIELDS.flatMap(([field]) => slaInputs(field));

/** Every number input and the largest value it takes. */
export const NUMBER_FIELDS: Record<string, number> = {
  ...Object.fromEntries(HONOUR_FIELDS.map((f) => [f, HONOUR_MAX])),
  ...Object.fromEntries([...LEVEL_MIN_FIELDS, ...LEVEL_MAX_FIELDS].map((f) => [f, LEVEL_COINS_MAX])),
  ...Object.fromEntries(PRIZE_FIELDS.map((f) => [f, PRIZE_COINS_MAX])),
  prizeMinimum: PRIZE_MINIMUM_MAX,
  teamChangeMonths: TEAM_MONTHS_MAX,
  urgeAfterDays: URGE_DAYS_MAX,
  staffInvitationDays: AdminSettingsFormLimits.staffInvitationDays.maximum,
  recheckDays: RECHECK_DAYS.maximum,
  recheckRewardCoins: RECHECK_REWARD_MAX,
  ...Object.fromEntries(SLA_INPUTS.map((f) => [f, SLA_HOURS_MAX])),
  regulatorClockHours: AdminSettingsFormLimits.regulatorClockHours.maximum,
};
/** The inputs whose smallest value is above 0: a re-check needs at least a day, and a target of 0 hours could never be met. */
export const NUMBER_MINIMUMS: Record<string, number> = {
  recheckDays: RECHECK_DAYS.minimum,
  staffInvitationDays: AdminSettingsFormLimits.staffInvitationDays.minimum,
  ...Object.fromEntries(SLA_INPUTS.map((f) => [f, SLA_HOURS_MIN])),
  regulatorClockHours: AdminSettingsFormLimits.regulatorClockHours.minimum,
};

export interface Draft {
  numbers: Record<string, string>;
  requirePhoneForBug: boolean;
  staffSecondFactorRequired: boolean;
  /** The single sign-on domains as typed: separated by commas, spaces or new lines. */
  ssoDomains: string;
  ssoDefaultRole: StaffRole;
  ssoRequiredForStaff: boolean;
  regulatorClockEnabled: boolean;
}

/** A problem with one field: a key of the adminSettings namespace's `problem` texts and its values. */
export interface Problem {
  key: 'required' | 'integer' | 'range' | 'atLeast' | 'firstZero' | 'ascending' | 'minMax' | 'domain' | 'domains' | 'domainsLength';
  values?: Record<string, number | string>;
}

export function rulesOf(s: Settings): Rules {
  return {
    honourThresholds: s.honourThresholds,
    levelCoins: s.levelCoins.map((l) => [l.min, l.max]),
    monthlyPrize: s.monthlyPrize,
    teamChangeMonths: s.teamChangeMonths,
    requirePhoneForBug: s.requirePhoneForBug,
    urgeAfterDays: s.urgeAfterDays,
    staffInvitationDays: s.staffInvitationDays,
    recheck: s.recheck,
    slaTargets: {
      firstResponse: s.slaTargets.map((l) => l.firstResponse),
      rating: s.slaTargets.map((l) => l.rating),
      reward: s.slaTargets.map((l) => l.reward),
      resolution: s.slaTargets.map((l) => l.resolution),
    },
    staffSecondFactorRequired: s.staffSecondFactorRequired,
    ssoAllowedDomains: s.ssoAllowedDomains,
    ssoDefaultRole: s.ssoDefaultRole,
    ssoRequiredForStaff: s.ssoRequiredForStaff,
    regulatorClock: s.regulatorClock,
  };
}

export function draftOf(s: Settings): Draft {
  const numbers: Record<string, string> = {
    prizeMinimum: String(s.monthlyPrize.minimum),
    teamChangeMonths: String(s.teamChangeMonths),
    urgeAfterDays: String(s.urgeAfterDays),
    staffInvitationDays: String(s.staffInvitationDays),
    recheckDays: String(s.recheck.days),
    recheckRewardCoins: String(s.recheck.rewardCoins),
    regulatorClockHours: String(s.regulatorClock.hours),
  };
  HONOUR_FIELDS.forEach((f, i) => (numbers[f] = String(s.honourThresholds[i] ?? '')));
  LEVEL_MIN_FIELDS.forEach((f, i) => (numbers[f] = String(s.levelCoins[i]?.min ?? '')));
  LEVEL_MAX_FIELDS.forEach((f, i) => (numbers[f] = String(s.levelCoins[i]?.max ?? '')));
  PRIZE_FIELDS.forEach((f, i) => (numbers[f] = String(s.monthlyPrize.coins[i] ?? '')));
  for (const [field, clock] of SLA_FIELDS) slaInputs(field).forEach((f, i) => (numbers[f] = String(s.slaTargets[i]?.[clock] ?? '')));
  return {
    numbers,
    requirePhoneForBug: s.requirePhoneForBug,
    staffSecondFactorRequired: s.staffSecondFactorRequired,
    ssoDomains: s.ssoAllowedDomains.join(', '),
    ssoDefaultRole: s.ssoDefaultRole,
    ssoRequiredForStaff: s.ssoRequiredForStaff,
    regulatorClockEnabled: s.regulatorClock.enabled,
  };
}

const DOMAIN = AdminSettingsLimits.ssoAllowedDomains.items;
const DOMAIN_PATTERN = new RegExp(DOMAIN.pattern);

/** The domains of the text as the server keeps them: lower case, without a leading "@", each once. */
export function ssoDomainsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,，;；]+/)
        .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
        .filter(Boolean),
    ),
  ];
}

/** The text's problem, if any: a domain that is not one, or too many. */
function ssoDomainsProblem(text: string): Problem | undefined {
  if (text.length > AdminSettingsFormLimits.ssoAllowedDomains.maxLength) return { key: 'domainsLength', values: { max: AdminSettingsFormLimits.ssoAllowedDomains.maxLength } };
  const domains = ssoDomainsOf(text);
  const bad = domains.find((d) => d.length > DOMAIN.maxLength || !DOMAIN_PATTERN.test(d));
  if (bad !== undefined) return { key: 'domain', values: { domain: bad } };
  if (domains.length > AdminSettingsLimits.ssoAllowedDomains.maxItems) return { key: 'domains', values: { max: AdminSettingsLimits.ssoAllowedDomains.maxItems } };
  return undefined;
}

/** A whole number as a number; anything else as typed, which the contract's integer refuses ('' as missing). */
function numberOf(text: string): number | string {
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** Every rule of the draft as the body that would send it, for the contract's validator. */
function wholeBody(draft: Draft): Record<string, unknown> {
  const body: Record<string, unknown> = {
    requirePhoneForBug: draft.requirePhoneForBug,
    staffSecondFactorRequired: draft.staffSecondFactorRequired,
    ssoAllowedDomains: draft.ssoDomains,
    ssoDefaultRole: draft.ssoDefaultRole,
    ssoRequiredForStaff: draft.ssoRequiredForStaff,
    regulatorClockEnabled: draft.regulatorClockEnabled,
  };
  for (const field of Object.keys(NUMBER_FIELDS)) {
    const [name, item] = field.split('.') as [string, string?];
    const value = numberOf((draft.numbers[field] ?? '').trim());
    if (item === undefined) body[name] = value;
    else ((body[name] ??= []) as unknown[])[Number(item)] = value;
  }
  return body;
}

/** The settings screen's wording of a contract problem. */
function problemFor(problem: ContractProblem): Problem {
  if (problem.kind === 'required') return { key: 'required' };
  if (problem.kind === 'maximum') return { key: 'range', values: { max: problem.limit ?? 0 } };
  if (problem.kind === 'minimum') return { key: 'atLeast', values: { min: problem.limit ?? 0 } };
  return { key: 'integer' };
}

/** The draft's rules, or the problem of each field that stops it. */
export function checkDraft(draft: Draft): { rules: Rules; problems?: undefined } | { rules?: undefined; problems: Record<string, Problem> } {
  const problems: Record<string, Problem> = Object.fromEntries(Object.entries(checkBody(validate, wholeBody(draft), itemFieldOf)).map(([field, p]) => [field, problemFor(p)]));
  const n: Record<string, number> = {};
  for (const field of Object.keys(NUMBER_FIELDS)) {
    const value = numberOf((draft.numbers[field] ?? '').trim());
    if (!(field in problems) && typeof value === 'number') n[field] = value;
  }
  const honour = HONOUR_FIELDS.map((f) => n[f]);
  if (honour[0] !== undefined && honour[0] !== 0) problems[HONOUR_FIELDS[0]!] = { key: 'firstZero' };
  honour.forEach((v, i) => {
    const before = honour[i - 1];
    if (i > 0 && v !== undefined && before !== undefined && v <= before) problems[HONOUR_FIELDS[i]!] ??= { key: 'ascending', values: { previous: before } };
  });
  LEVEL_MAX_FIELDS.forEach((f, i) => {
    const min = n[LEVEL_MIN_FIELDS[i]!];
    const max = n[f];
    if (min !== undefined && max !== undefined && max < min) problems[f] ??= { key: 'minMax', values: { min } };
  });
  const domains = ssoDomainsProblem(draft.ssoDomains);
  if (domains) problems.ssoAllowedDomains = domains;
  if (Object.keys(problems).length > 0) return { problems };
  return {
    rules: {
      honourThresholds: HONOUR_FIELDS.map((f) => n[f]!),
      levelCoins: LEVEL_MIN_FIELDS.map((f, i) => [n[f]!, n[LEVEL_MAX_FIELDS[i]!]!]),
      monthlyPrize: { minimum: n.prizeMinimum!, coins: PRIZE_FIELDS.map((f) => n[f]!) },
      teamChangeMonths: n.teamChangeMonths!,
      requirePhoneForBug: draft.requirePhoneForBug,
      urgeAfterDays: n.urgeAfterDays!,
      staffInvitationDays: n.staffInvitationDays!,
      recheck: { days: n.recheckDays!, rewardCoins: n.recheckRewardCoins! },
      slaTargets: Object.fromEntries(SLA_FIELDS.map(([field, clock]) => [clock, slaInputs(field).map((f) => n[f]!)])) as Rules['slaTargets'],
      staffSecondFactorRequired: draft.staffSecondFactorRequired,
      ssoAllowedDomains: ssoDomainsOf(draft.ssoDomains),
      ssoDefaultRole: draft.ssoDefaultRole,
      ssoRequiredForStaff: draft.ssoRequiredForStaff,
      regulatorClock: { enabled: draft.regulatorClockEnabled, hours: n.regulatorClockHours! },
    },
  };
}

/** The contract's list of rules, in its order. */
export const SETTING_KEYS: readonly SettingKey[] = Object.values(SettingKey);

export function changedRules(before: Rules, after: Rules): SettingKey[] {
  return SETTING_KEYS.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** The form for the changed rules only (a level-coin change sends both lists, as the server asks). */
export function bodyOf(rules: Rules, changed: readonly SettingKey[]): SettingsBody {
  const body: SettingsBody = {};
  if (changed.includes('honourThresholds')) body.honourThresholds = rules.honourThresholds;
  if (changed.includes('levelCoins')) {
    body.levelCoinsMin = rules.levelCoins.map(([min]) => min);
    body.levelCoinsMax = rules.levelCoins.map(([, max]) => max);
  }
  if (changed.includes('monthlyPrize')) {
    body.prizeMinimum = rules.monthlyPrize.minimum;
    body.prizeCoins = rules.monthlyPrize.coins;
  }
  if (changed.includes('teamChangeMonths')) body.teamChangeMonths = rules.teamChangeMonths;
  if (changed.includes('requirePhoneForBug')) body.requirePhoneForBug = rules.requirePhoneForBug;
  if (changed.includes('urgeAfterDays')) body.urgeAfterDays = rules.urgeAfterDays;
  if (changed.includes('staffInvitationDays')) body.staffInvitationDays = rules.staffInvitationDays;
  if (changed.includes('recheck')) {
    body.recheckDays = rules.recheck.days;
    body.recheckRewardCoins = rules.recheck.rewardCoins;
  }
  // The four clocks go together, as the server asks.
  if (changed.includes('slaTargets')) for (const [field, clock] of SLA_FIELDS) body[field] = rules.slaTargets[clock];
  if (changed.includes('staffSecondFactorRequired')) body.staffSecondFactorRequired = rules.staffSecondFactorRequired;
  // An empty text clears the list (a form cannot send an empty list).
  if (changed.includes('ssoAllowedDomains')) body.ssoAllowedDomains = rules.ssoAllowedDomains.join(', ');
  if (changed.includes('ssoDefaultRole')) body.ssoDefaultRole = rules.ssoDefaultRole;
  if (changed.includes('ssoRequiredForStaff')) body.ssoRequiredForStaff = rules.ssoRequiredForStaff;
  if (changed.includes('regulatorClock')) {
    body.regulatorClockEnabled = rules.regulatorClock.enabled;
    body.regulatorClockHours = rules.regulatorClock.hours;
  }
  return body;
}

/**
 * The input a 1001 message names — the service's "levelCoinsMax.2: …" / "honourThresholds.1：…" or
 * the contract check's "Field urgeAfterDays …" / "字段 urgeAfterDays …": that field, else the first
 * input of a list it names, else none (the message is then shown above the form).
 */
export function fieldOfMessage(retmsg: string): string | null {
  const name = (/^([A-Za-z]+(?:\.\d+)?)\s*[:：]/.exec(retmsg) ?? /^(?:Field|字段) ([A-Za-z]+(?:\.\d+)?)\s/.exec(retmsg))?.[1];
  if (!name) return null;
  if (name in NUMBER_FIELDS || ['requirePhoneForBug', 'staffSecondFactorRequired', 'ssoAllowedDomains', 'ssoDefaultRole', 'ssoRequiredForStaff', 'regulatorClockEnabled'].includes(name))
    return name;
  if (name === 'recheck') return 'recheckDays';
  return Object.keys(NUMBER_FIELDS).find((f) => f.startsWith(`${name}.`)) ?? null;
}
