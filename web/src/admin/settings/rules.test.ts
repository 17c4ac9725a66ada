import { describe, expect, it } from 'vitest';
import { bodyOf, changedRules, checkDraft, draftOf, fieldOfMessage, rulesOf } from './rules';

const settings = {
  honourThresholds: [0, 100, 1000, 5000],
  levelCoins: [0, 1, 2, 3, 4].map((level) => ({ level: level as 0 | 1 | 2 | 3 | 4, min: level, max: level * 10 })),
  monthlyPrize: { minimum: 800, coins: [300, 200, 100] },
  teamChangeMonths: 12,
  requirePhoneForBug: true,
  staffSecondFactorRequired: false,
  staffInvitationDays: 7,
  urgeAfterDays: 7,
  recheck: { days: 7, rewardCoins: 5 },
  slaTargets: [0, 1, 2, 3, 4].map((level) => ({ level: level as 0 | 1 | 2 | 3 | 4, firstResponse: 72 - level * 12, rating: 240, reward: 336, resolution: 2160 })),
  ssoAllowedDomains: ['corp.example'],
  ssoDefaultRole: 'viewer' as const,
  ssoRequiredForStaff: false,
  regulatorClock: { enabled: false, hours: 48 },
};

describe('settings rules', () => {
  it('reads back the settings it was given, with nothing changed', () => {
    const checked = checkDraft(draftOf(settings));
    expect(checked.rules).toEqual(rulesOf(settings));
    expect(changedRules(rulesOf(settings), checked.rules!)).toEqual([]);
  });

  it('checks equal thresholds, fractions, negatives and the contract’s bounds', () => {
    const draft = draftOf(settings);
    draft.numbers['honourThresholds.2'] = '100';
    draft.numbers['prizeCoins.0'] = '1.5';
    draft.numbers['prizeMinimum'] = '-1';
    draft.numbers['urgeAfterDays'] = '366';
    expect(checkDraft(draft).problems).toEqual({
      'honourThresholds.2': { key: 'ascending', values: { previous: 100 } },
      'prizeCoins.0': { key: 'integer' },
      prizeMinimum: { key: 'integer' },
      urgeAfterDays: { key: 'range', values: { max: 365 } },
    });
  });

  it('sends a changed prize whole and a switched phone rule as false', () => {
    const draft = draftOf(settings);
    draft.numbers['prizeCoins.2'] = '150';
    draft.requirePhoneForBug = false;
    const rules = checkDraft(draft).rules!;
    const changed = changedRules(rulesOf(settings), rules);
    expect(changed).toEqual(['monthlyPrize', 'requirePhoneForBug']);
    expect(bodyOf(rules, changed)).toEqual({ prizeMinimum: 800, prizeCoins: [300, 200, 150], requirePhoneForBug: false });
  });

  it('checks the re-check days (1–90) and reward (0–10000), and sends both when either changes', () => {
    const draft = draftOf(settings);
    draft.numbers['recheckDays'] = '0';
    draft.numbers['recheckRewardCoins'] = '10001';
    expect(checkDraft(draft).problems).toEqual({ recheckDays: { key: 'atLeast', values: { min: 1 } }, recheckRewardCoins: { key: 'range', values: { max: 10000 } } });
    draft.numbers['recheckDays'] = '91';
    expect(checkDraft(draft).problems?.recheckDays).toEqual({ key: 'range', values: { max: 90 } });
    draft.numbers['recheckDays'] = '14';
    draft.numbers['recheckRewardCoins'] = '5';
    const rules = checkDraft(draft).rules!;
    expect(changedRules(rulesOf(settings), rules)).toEqual(['recheck']);
    expect(bodyOf(rules, ['recheck'])).toEqual({ recheckDays: 14, recheckRewardCoins: 5 });
    expect(fieldOfMessage('recheckRewardCoins: must be <= 10000')).toBe('recheckRewardCoins');
  });

  it('refuses an SLA target of 0 hours or above a year, and sends all four clocks when one hour changes', () => {
    const draft = draftOf(settings);
    draft.numbers['slaRating.4'] = '0';
    draft.numbers['slaResolution.0'] = '8761';
    expect(checkDraft(draft).problems).toEqual({ 'slaRating.4': { key: 'atLeast', values: { min: 1 } }, 'slaResolution.0': { key: 'range', values: { max: 8760 } } });
    draft.numbers['slaRating.4'] = '100';
    draft.numbers['slaResolution.0'] = '2160';
    const rules = checkDraft(draft).rules!;
    const changed = changedRules(rulesOf(settings), rules);
    expect(changed).toEqual(['slaTargets']);
    expect(bodyOf(rules, changed)).toEqual({
      slaFirstResponse: [72, 60, 48, 36, 24],
      slaRating: [240, 240, 240, 240, 100],
      slaReward: [336, 336, 336, 336, 336],
      slaResolution: [2160, 2160, 2160, 2160, 2160],
    });
    expect(fieldOfMessage('slaReward: give it together with slaFirstResponse')).toBe('slaReward.0');
  });

  it('reads the single sign-on domains as the server keeps them, checks each, and sends the list as one text (empty clears it)', () => {
    const draft = draftOf(settings);
    expect(draft.ssoDomains).toBe('corp.example');
    draft.ssoDomains = ' Corp.Example,@newhires.example\nnot_a_domain ';
    expect(checkDraft(draft).problems).toEqual({ ssoAllowedDomains: { key: 'domain', values: { domain: 'not_a_domain' } } });
    draft.ssoDomains = Array.from({ length: 21 }, (_, i) => `d${i}.example`).join(' ');
    expect(checkDraft(draft).problems).toEqual({ ssoAllowedDomains: { key: 'domains', values: { max: 20 } } });
    draft.ssoDomains = 'corp.example\nnewhires.example corp.example';
    draft.ssoDefaultRole = 'triager';
    draft.ssoRequiredForStaff = true;
    const rules = checkDraft(draft).rules!;
    const changed = changedRules(rulesOf(settings), rules);
    expect(changed).toEqual(['ssoAllowedDomains', 'ssoDefaultRole', 'ssoRequiredForStaff']);
    expect(bodyOf(rules, changed)).toEqual({ ssoAllowedDomains: 'corp.example, newhires.example', ssoDefaultRole: 'triager', ssoRequiredForStaff: true });
    draft.ssoDomains = '  ';
    expect(bodyOf(checkDraft(draft).rules!, ['ssoAllowedDomains'])).toEqual({ ssoAllowedDomains: '' });
    expect(fieldOfMessage('ssoAllowedDomains：“x”不是有效的邮箱域名')).toBe('ssoAllowedDomains');
  });

  it('finds the field a 1001 message names, in either language', () => {
    expect(fieldOfMessage('levelCoinsMax.2: must not be below levelCoinsMin.2 (6)')).toBe('levelCoinsMax.2');
    expect(fieldOfMessage('honourThresholds.1：须大于前一个门槛（0）')).toBe('honourThresholds.1');
    expect(fieldOfMessage('levelCoinsMin: give it together with levelCoinsMax')).toBe('levelCoinsMin.0');
    expect(fieldOfMessage('urgeAfterDays: must be <= 365')).toBe('urgeAfterDays');
    expect(fieldOfMessage('Field levelCoinsMin.4 must be at most 10000')).toBe('levelCoinsMin.4');
    expect(fieldOfMessage('字段 teamChangeMonths 不能大于 120')).toBe('teamChangeMonths');
    expect(fieldOfMessage('something went wrong')).toBeNull();
  });
});
