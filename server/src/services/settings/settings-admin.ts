// The staff console's settings (/v2/admin/settings): the configurable rules of docs/rules.md#decided-rules read, checked and
// changed, each change logged (rule, old and new value, who, when) in the transaction that saves it.
// The contract bounds every number; the rules between numbers (ascending, min ≤ max) are checked here.
import { isDeepStrictEqual } from 'node:util';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '@generated/api';
import { SettingKey } from '@generated/enums';
import type { Db } from '../../db/index';
import { settingChanges, users } from '../../db/schema';
import type { Lang } from '../../envelope';
import { invalid } from '../../messages/index';
import { personCard } from '../names';
import { paging } from '../paging';
import { getSettings, putSetting, type Settings } from './settings';
import { formatDateTime } from '@common/contract-time';
import { AdminSettingsLimits } from '@generated/limits';

// The contract's list, in its order; the type stops the build if it names a rule Settings lacks.
export const SETTING_KEYS: readonly (SettingKey & keyof Settings)[] = Object.values(SettingKey);
type Key = (typeof SETTING_KEYS)[number];
type Rules = Pick<Settings, Key>;

/** The settings form as the contract defines it (every rule optional: only what changed is sent). */
export type SettingsForm = components['schemas']['AdminSettingsForm'];

/** The form's SLA fields, each naming its clock; all four or none (a partial table is a mistake). */
const SLA_FIELDS = [
  ['slaFirstResponse', 'firstResponse'],
  ['slaRating', 'rating'],
  ['slaReward', 'reward'],
  ['slaResolution', 'resolution'],
] as const;

function readRules(db: Db): Promise<Rules> {
  return getSettings(db, SETTING_KEYS);
}

function present(rules: Rules) {
  return {
    honourThresholds: rules.honourThresholds,
    levelCoins: rules.levelCoins.map(([min, max], level) => ({ level: level as 0 | 1 | 2 | 3 | 4, min, max })),
    monthlyPrize: rules.monthlyPrize,
    teamChangeMonths: rules.teamChangeMonths,
    requirePhoneForBug: rules.requirePhoneForBug,
    urgeAfterDays: rules.urgeAfterDays,
    recheck: rules.recheck,
    slaTargets: [0, 1, 2, 3, 4].map((level) => ({
      level: level as 0 | 1 | 2 | 3 | 4,
      firstResponse: rules.slaTargets.firstResponse[level]!,
      rating: rules.slaTargets.rating[level]!,
      reward: rules.slaTargets.reward[level]!,
      resolution: rules.slaTargets.resolution[level]!,
    })),
    staffSecondFactorRequired: rules.staffSecondFactorRequired,
    staffInvitationDays: rules.staffInvitationDays,
    ssoAllowedDomains: rules.ssoAllowedDomains,
    ssoDefaultRole: rules.ssoDefaultRole,
    ssoRequiredForStaff: rules.ssoRequiredForStaff,
    regulatorClock: rules.regulatorClock,
  };
}

export async function getAdminSettings(db: Db) {
  return { settings: present(await readRules(db)) };
}

/** The new value of each rule the form touches, checked against the rules between its numbers. */
function proposed(lang: Lang, form: SettingsForm, current: Rules): Partial<Rules> {
  const next: Partial<Rules> = {};
  if (form.honourThresholds) {
    const t = form.honourThresholds;
    if (t[0] !== 0) throw invalid(lang, 'honourThresholds.0', (m) => m.settings.firstThreshold);
    const i = t.findIndex((v, k) => k > 0 && v <= t[k - 1]!);
    if (i > 0) throw invalid(lang, `honourThresholds.${i}`, (m) => m.settings.aboveThreshold(t[i - 1]!));
    next.honourThresholds = t;
  }
  if (form.levelCoinsMin || form.levelCoinsMax) {
    if (!form.levelCoinsMin) throw invalid(lang, 'levelCoinsMin', (m) => m.settings.together('levelCoinsMax'));
    if (!form.levelCoinsMax) throw invalid(lang, 'levelCoinsMax', (m) => m.settings.together('levelCoinsMin'));
    const min = form.levelCoinsMin;
    const max = form.levelCoinsMax;
    const i = min.findIndex((v, k) => v > max[k]!);
    if (i >= 0) throw invalid(lang, `levelCoinsMax.${i}`, (m) => m.settings.notBelow(`levelCoinsMin.${i}`, min[i]!));
    next.levelCoins = min.map((v, k) => [v, max[k]!]);
  }
  if (form.prizeMinimum !== undefined || form.prizeCoins) {
    next.monthlyPrize = { minimum: form.prizeMinimum ?? current.monthlyPrize.minimum, coins: form.prizeCoins ?? current.monthlyPrize.coins };
  }
  if (form.teamChangeMonths !== undefined) next.teamChangeMonths = form.teamChangeMonths;
  if (form.requirePhoneForBug !== undefined) next.requirePhoneForBug = form.requirePhoneForBug;
  if (form.urgeAfterDays !== undefined) next.urgeAfterDays = form.urgeAfterDays;
  if (form.staffSecondFactorRequired !== undefined) next.staffSecondFactorRequired = form.staffSecondFactorRequired;
  if (form.staffInvitationDays !== undefined) next.staffInvitationDays = form.staffInvitationDays;
  if (form.recheckDays !== undefined || form.recheckRewardCoins !== undefined) {
    next.recheck = { days: form.recheckDays ?? current.recheck.days, rewardCoins: form.recheckRewardCoins ?? current.recheck.rewardCoins };
  }
  if (SLA_FIELDS.some(([field]) => form[field])) {
    const missing = SLA_FIELDS.find(([field]) => !form[field]);
    if (missing) throw invalid(lang, missing[0], (m) => m.settings.together(SLA_FIELDS.filter(([f]) => f !== missing[0] && form[f]).map(([f]) => f)[0]!));
    // The contract already bounds each hour (1–8760); a whole number is all the clocks need.
    next.slaTargets = Object.fromEntries(SLA_FIELDS.map(([field, clock]) => [clock, form[field]!])) as Rules['slaTargets'];
  }
  if (form.ssoAllowedDomains !== undefined) next.ssoAllowedDomains = ssoDomains(lang, form.ssoAllowedDomains);
  if (form.ssoDefaultRole !== undefined) next.ssoDefaultRole = form.ssoDefaultRole;
  if (form.ssoRequiredForStaff !== undefined) next.ssoRequiredForStaff = form.ssoRequiredForStaff;
  if (form.regulatorClockEnabled !== undefined || form.regulatorClockHours !== undefined) {
    next.regulatorClock = { enabled: form.regulatorClockEnabled ?? current.regulatorClock.enabled, hours: form.regulatorClockHours ?? current.regulatorClock.hours };
  }
  return next;
}

const DOMAIN = new RegExp(AdminSettingsLimits.ssoAllowedDomains.items.pattern);
const MAX_DOMAINS = AdminSettingsLimits.ssoAllowedDomains.maxItems;

/**
 * The form's domains (one text, so an empty one clears the list) as the setting's list: split on
 * commas, spaces and new lines, lower case, without a leading "@", each once, in the order given.
 */
function ssoDomains(lang: Lang, text: string): string[] {
  const domains = [
    ...new Set(
      text
        .split(/[\s,，;；]+/)
        .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
        .filter(Boolean),
    ),
  ];
  const bad = domains.find((d) => d.length > AdminSettingsLimits.ssoAllowedDomains.items.maxLength || !DOMAIN.test(d));
  if (bad !== undefined) throw invalid(lang, 'ssoAllowedDomains', (m) => m.settings.badDomain(bad.slice(0, 100)));
  if (domains.length > MAX_DOMAINS) throw invalid(lang, 'ssoAllowedDomains', (m) => m.settings.tooManyDomains(MAX_DOMAINS));
  return domains;
}

export async function updateAdminSettings(db: Db, lang: Lang, staffId: number, form: SettingsForm) {
  return db.transaction(async (tx) => {
    // One change at a time, so each log entry's old value is the value it replaced.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('settings'))`);
    const current = await readRules(tx);
    const next = proposed(lang, form, current);
    const changed: Key[] = [];
    for (const key of SETTING_KEYS) {
      const value = next[key];
      // Compared as values: jsonb hands objects back with its own key order.
      if (value === undefined || isDeepStrictEqual(value, current[key])) continue;
      await putSetting(tx, key, value);
      await tx.insert(settingChanges).values({ key, oldValue: current[key], newValue: value, staffId });
      changed.push(key);
    }
    return { settings: present({ ...current, ...next }), changed };
  });
}

export async function listSettingChanges(db: Db, query: { page?: number; pageSize?: number; key?: SettingKey }) {
  const { limit, offset } = paging(query);
  const where = query.key ? eq(settingChanges.key, query.key) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: settingChanges, nickname: users.nickname, email: users.email, portrait: users.portrait })
      .from(settingChanges)
      .innerJoin(users, eq(users.id, settingChanges.staffId))
      .where(where)
      .orderBy(desc(settingChanges.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(settingChanges).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    changes: rows.map(({ c, ...who }) => ({
      id: c.id,
      key: c.key as SettingKey,
      oldValue: JSON.stringify(c.oldValue),
      newValue: JSON.stringify(c.newValue),
      operator: personCard(c.staffId, who),
      time: formatDateTime(c.createdAt),
    })),
  };
}
