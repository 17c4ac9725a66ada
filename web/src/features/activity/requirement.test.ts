import { describe, expect, it } from 'vitest';
import { allResources, createI18n } from '../../lib/language/i18n';
import zhActivity from '../../locales/zh/activity.json';
import enActivity from '../../locales/en/activity.json';
import { formatRequirement, requirementShape } from './requirement';

const resources = allResources({ '../locales/zh/activity.json': zhActivity, '../locales/en/activity.json': enActivity });
const tIn = (lang: 'zh' | 'en') => createI18n(lang, resources).getFixedT(lang, 'activity');

describe('activity scope (docs/rules.md#activity-scope)', () => {
  it('reads ranges, open ends and the unlimited star; other text stays as written', () => {
    expect(requirementShape('100~500')).toEqual({ kind: 'between', low: '100', high: '500' });
    expect(requirementShape(' ~ 300 ')).toEqual({ kind: 'below', bound: '300' });
    expect(requirementShape('50 ~')).toEqual({ kind: 'above', bound: '50' });
    expect(requirementShape('*')).toEqual({ kind: 'unlimited' });
    expect(requirementShape('~')).toEqual({ kind: 'unlimited' });
    expect(requirementShape('仅限交易、支付相关业务')).toEqual({ kind: 'text', text: '仅限交易、支付相关业务' });
    expect(requirementShape('a~b~c')).toEqual({ kind: 'text', text: 'a~b~c' });
  });

  it.each([
    ['zh', ['100 ~ 500', '300 以下', '50 以上', '不限', 'Web 应用']],
    ['en', ['100 ~ 500', 'below 300', 'above 50', 'Unlimited', 'Web 应用']],
  ] as const)('formats them in %s', (lang, expected) => {
    const t = tIn(lang);
    expect(['100~500', '~300', '50~', '*', 'Web 应用'].map((raw) => formatRequirement(raw, t))).toEqual(expected);
  });
});
