// A rule's value as text for people, in the console's language — the same in the confirmation
// (old → new) and in the change log, whose values arrive as JSON text. A value of an unexpected
// shape is shown as it came rather than hidden.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BugLevelLabels, SlaClockKeyLabels, StaffRoleLabels, type SettingKey } from '@generated/enums';
import { useEnumLabel } from '../components/useEnumLabel';

const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');

export function useRuleText() {
  const { t } = useTranslation('adminSettings');
  const label = useEnumLabel();
  return useCallback(
    (key: SettingKey, value: unknown): string => {
      switch (key) {
        case 'honourThresholds':
          if (isNumbers(value)) return value.join(' / ');
          break;
        case 'levelCoins':
          if (Array.isArray(value) && value.every(isNumbers))
            return value.map(([min, max], level) => t('value.levelRange', { level: label(BugLevelLabels, level), min, max })).join(t('value.separator'));
          break;
        case 'monthlyPrize': {
          const prize = value as { minimum?: unknown; coins?: unknown } | null;
          if (prize && typeof prize.minimum === 'number' && isNumbers(prize.coins) && prize.coins.length === 3) {
            const [first, second, third] = prize.coins;
            return t('value.prize', { first, second, third, minimum: prize.minimum });
          }
          break;
        }
        case 'teamChangeMonths':
          if (typeof value === 'number') return value === 0 ? t('value.noLimit') : t('value.months', { count: value });
          break;
        case 'requirePhoneForBug':
        case 'staffSecondFactorRequired':
        case 'ssoRequiredForStaff':
          if (typeof value === 'boolean') return t(value ? 'value.yes' : 'value.no');
          break;
        case 'ssoAllowedDomains':
          if (Array.isArray(value) && value.every((d) => typeof d === 'string')) return value.length === 0 ? t('value.noDomains') : value.join(', ');
          break;
        case 'ssoDefaultRole':
          if (typeof value === 'string' && value in StaffRoleLabels.zh) return label(StaffRoleLabels, value);
          break;
        case 'urgeAfterDays':
        case 'staffInvitationDays':
          if (typeof value === 'number') return t('value.days', { count: value });
          break;
        case 'recheck': {
          const rule = value as { days?: unknown; rewardCoins?: unknown } | null;
          if (rule && typeof rule.days === 'number' && typeof rule.rewardCoins === 'number') return t('value.recheck', { count: rule.days, coins: rule.rewardCoins });
          break;
        }
        case 'regulatorClock': {
          const rule = value as { enabled?: unknown; hours?: unknown } | null;
          if (rule && typeof rule.enabled === 'boolean' && typeof rule.hours === 'number') return rule.enabled ? t('value.regulatorOn', { count: rule.hours }) : t('value.regulatorOff');
          break;
        }
        case 'slaTargets': {
          // One clock per line: "First response: 72 / 72 / 48 / 24 / 24 h" (levels 0–4).
          const targets = value as Record<string, unknown> | null;
          const clocks = ['firstResponse', 'rating', 'reward', 'resolution'] as const;
          if (targets && clocks.every((c) => isNumbers(targets[c])))
            return clocks.map((c) => t('value.slaHours', { clock: label(SlaClockKeyLabels, c), hours: (targets[c] as number[]).join(' / ') })).join(t('value.separator'));
          break;
        }
      }
      return typeof value === 'string' ? value : JSON.stringify(value);
    },
    [t, label],
  );
}

/** A change-log value (JSON text) as its value; text that is not JSON stays text. */
export function parseLogValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
