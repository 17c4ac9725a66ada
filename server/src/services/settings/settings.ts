// Site settings kept as JSON in the `settings` table, each with a default used until staff change it.
// Nothing keeps a copy: every reader asks here on each request, so a change applies to the next one
// (the rank cache, the one place that keeps answers, is dropped by any change; rank-cache.ts).
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { settings } from '../../db/schema';
import type { SlaTargets } from '../bug/sla-clocks';
import { DEFAULT_LEVEL_COIN_RANGES, type CoinRange } from '@common/coins';
import type { StaffRole } from '@generated/enums';

export const DEFAULT_SETTINGS = {
  /** Contribution value at which each honour level starts (levels 1–4). */
  honourThresholds: [0, 100, 1000, 5000] as number[],
  /** Base-coin range per audit level 0–4 (docs/rules.md#rating-and-coins). */
  levelCoins: DEFAULT_LEVEL_COIN_RANGES as readonly CoinRange[],
  /** Monthly prize: extra coins for first, second, third when the month's score is above `minimum`. */
  monthlyPrize: { minimum: 800, coins: [300, 200, 100] as number[] },
  /** Months between two team changes. */
  teamChangeMonths: 12,
  /** Whether a researcher needs a bound phone before submitting a report (4005). */
  requirePhoneForBug: true,
  /** Days after submission before the researcher may urge the review (docs/rules.md#urge-review). */
  urgeAfterDays: 7,
  /** Days the researcher has to answer a re-check, and the coins an answer in time earns (docs/rules.md#re-check-deadline). */
  recheck: { days: 7, rewardCoins: 5 },
  /**
   * SLA targets in hours per audit level 0–4 (docs/rules.md#sla-clocks), near what HackerOne's
   * programmes promise: a first answer within 1–3 days, a rating within 5–10, the reward within 1–2
   * weeks, the fix within 15–90 days.
   */
  slaTargets: {
    firstResponse: [72, 72, 48, 24, 24],
    rating: [240, 240, 168, 120, 120],
    reward: [336, 336, 240, 168, 168],
    resolution: [2160, 2160, 1440, 720, 360],
  } as SlaTargets,
  /**
   * Whether staff must have two-factor sign-in on (docs/rules.md#second-factor): on unless staff turn
   * it off; the demo turns it off (its staff signs in by emailed code alone).
   */
  staffSecondFactorRequired: true,
  /** Days a staff invitation works (services/staff/invitations.ts). */
  staffInvitationDays: 7,
  /** Email domains whose verified single sign-on identities get a staff account at their first sign-on (services/sso/sso-staff.ts). */
  ssoAllowedDomains: [] as string[],
  /** The staff role such a new account is given. */
  ssoDefaultRole: 'viewer' as StaffRole,
  /** With single sign-on configured, staff accounts may not sign in by email code (retcode 4009). */
  ssoRequiredForStaff: false,
  /**
   * The regulator clock of product vulnerabilities (docs/rules.md#regulator-clock): off until staff
   * turn it on; 48 hours is the 2 days 网络产品安全漏洞管理规定 allows.
   */
  regulatorClock: { enabled: false, hours: 48 },
  regulation: {
    zh: { filename: '漏洞处理规范.pdf', url: '/v2/static/regulation-zh.pdf' },
    en: { filename: 'Vulnerability handling regulation.pdf', url: '/v2/static/regulation-en.pdf' },
  } as Record<'zh' | 'en', { filename: string; url: string }>,
};
export type Settings = typeof DEFAULT_SETTINGS;

export async function getSetting<K extends keyof Settings>(db: Db, key: K): Promise<Settings[K]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return (row?.value as Settings[K] | undefined) ?? DEFAULT_SETTINGS[key];
}

/**
 * Several settings in one query. Safe inside a transaction, where a Promise.all of getSetting
 * would queue queries on the one connection (pg deprecates that; pg 9 will refuse it).
 */
export async function getSettings<K extends keyof Settings>(db: Db, keys: readonly K[]): Promise<Pick<Settings, K>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(keys.map((key) => [key, (stored.get(key) as Settings[K] | undefined) ?? DEFAULT_SETTINGS[key]])) as Pick<Settings, K>;
}

export async function putSetting<K extends keyof Settings>(db: Db, key: K, value: Settings[K]): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** Honour level 1–4 for a contribution value. */
export function honourLevel(contribution: number, thresholds: number[]): 1 | 2 | 3 | 4 {
  let level = 1;
  thresholds.forEach((min, i) => {
    if (contribution >= min) level = i + 1;
  });
  return Math.min(4, Math.max(1, level)) as 1 | 2 | 3 | 4;
}
