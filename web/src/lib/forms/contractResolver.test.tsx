// The forms' checks come from the contract: the generated validator refuses what the contract's
// limits refuse (the numbers read from generated/limits.ts, so a limit changed in the contract
// changes these expectations and the forms together), and its errors become one problem per field.
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { AdminUserCoinsFormLimits, BugSubmitFormLimits, createTeamBodyLimits, ShippingAddressFormLimits } from '@generated/limits';
import { validate as bugBody } from '@generated/validators/BugSubmitForm';
import { validate as teamBody } from '@generated/validators/createTeamBody';
import { validate as addressBody } from '@generated/validators/ShippingAddressForm';
import { validate as coinsBody } from '@generated/validators/AdminUserCoinsForm';
import { allResources, createI18n } from '../language/i18n';
import type { Lang } from '../language/language';
import { checkBody, contractResolver, type Problem } from './contractResolver';
import { useFieldMessages } from './useFieldMessages';

const resources = allResources(import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' }));

const validBug = { name: 'Stored XSS', level: 2, detail: '<p>steps</p>', captcha: 'ab12', mainType: 3, subType: 301, link: 'https://app.example/' };

describe('generated validators', () => {
  it('accept a valid body', () => {
    expect(checkBody(bugBody, validBug)).toEqual({});
    expect(checkBody(teamBody, { name: 'Red', intro: 'We test', contact: 'red@example.org' })).toEqual({});
  });

  it('refuse one character past the contract maxLength, not at it (code points, as the server counts)', () => {
    const max = BugSubmitFormLimits.name.maxLength;
    expect(checkBody(bugBody, { ...validBug, name: '漏'.repeat(max) })).toEqual({});
    expect(checkBody(bugBody, { ...validBug, name: '😀'.repeat(max) })).toEqual({});
    expect(checkBody(bugBody, { ...validBug, name: 'n'.repeat(max + 1) })).toEqual({ name: { kind: 'maxLength', limit: max } });
    const intro = createTeamBodyLimits.intro.maxLength;
    expect(checkBody(teamBody, { name: 'Red', intro: 'i'.repeat(intro + 1), contact: 'c' })).toEqual({ intro: { kind: 'maxLength', limit: intro } });
  });

  it("report a field's `not` as the field's problem (a coin change of 0), and its range with the limit", () => {
    expect(checkBody(coinsBody, { amount: 0, reason: 'r' })).toEqual({ amount: { kind: 'invalid' } });
    const max = AdminUserCoinsFormLimits.amount.maximum;
    expect(checkBody(coinsBody, { amount: max + 1, reason: 'r' })).toEqual({ amount: { kind: 'maximum', limit: max } });
    expect(checkBody(coinsBody, { amount: -20, reason: 'r' })).toEqual({});
  });

  it('call an empty or absent required field missing, and name each field once', () => {
    expect(checkBody(bugBody, { ...validBug, name: '', level: undefined, link: '' })).toEqual({
      name: { kind: 'required' },
      level: { kind: 'required' },
      link: { kind: 'required' },
    });
  });

  it('state enum, pattern, minLength and maxItems problems with their limits', () => {
    const found = checkBody(bugBody, { ...validBug, level: 9, captcha: 'ab1', attach: Array.from({ length: BugSubmitFormLimits.attach.maxItems + 1 }, () => '20261102103000-a1b2c3.png') });
    expect(found).toEqual({ level: { kind: 'enum' }, captcha: { kind: 'minLength', limit: 4 }, attach: { kind: 'maxItems', limit: BugSubmitFormLimits.attach.maxItems } });
    expect(checkBody(addressBody, { realname: 'Li', tel: '12345', address: 'Road 1' })).toEqual({ tel: { kind: 'pattern' } });
    // An empty value its pattern refuses is missing, not malformed.
    expect(checkBody(addressBody, { realname: 'Li', tel: '', address: 'Road 1' })).toEqual({ tel: { kind: 'required' } });
    expect(checkBody(addressBody, { realname: 'Li', tel: '13800000000', address: 'a'.repeat(ShippingAddressFormLimits.address.maxLength + 1) })).toEqual({
      address: { kind: 'maxLength', limit: ShippingAddressFormLimits.address.maxLength },
    });
  });

  it("follow the contract's if/then: the app form (mainType 10) needs app fields instead of the link", () => {
    const { link: _link, ...noLink } = validBug;
    expect(checkBody(bugBody, { ...noLink, mainType: 10, subType: 1001 })).toEqual({ appName: { kind: 'required' }, appVersion: { kind: 'required' }, appSource: { kind: 'required' } });
    expect(checkBody(bugBody, { ...noLink, mainType: 10, subType: 1001, appName: 'Wallet', appVersion: '2', appSource: 'store' })).toEqual({});
  });
});

describe('contractResolver', () => {
  type Values = { name: string; kind: string; note: string };
  const resolver = contractResolver<Values>({
    validate: teamBody,
    toBody: (v) => ({ name: v.name, intro: v.kind, contact: 'c' }),
    message: (field, p: Problem) => `${field}:${p.kind}:${p.limit ?? ''}`,
    fieldFor: { intro: 'kind' },
    extra: (v) => (v.note === 'bad' ? { note: 'bad note', name: 'never shown' } : {}),
  });
  const run = (values: Values) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('gives each failing field its message, shown where fieldFor says; the contract before the extra rules', async () => {
    const result = await run({ name: '', kind: 'k'.repeat(createTeamBodyLimits.intro.maxLength + 1), note: 'bad' });
    expect(result.errors).toEqual({
      name: { type: 'required', message: 'name:required:' },
      kind: { type: 'maxLength', message: `kind:maxLength:${createTeamBodyLimits.intro.maxLength}` },
      note: { type: 'extra', message: 'bad note' },
    });
  });

  it('passes the values on when nothing fails', async () => {
    const values = { name: 'Red', kind: 'We test', note: '' };
    expect(await run(values)).toEqual({ values, errors: {} });
  });
});

describe('useFieldMessages', () => {
  const messages = (lang: Lang, ...args: Parameters<typeof useFieldMessages>) => {
    const i18n = createI18n(lang, resources);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
    return renderHook(() => useFieldMessages(...args), { wrapper }).result.current;
  };
  const max = BugSubmitFormLimits.name.maxLength;

  it("states the contract's limit in both languages", () => {
    expect(messages('zh')('name', { kind: 'maxLength', limit: max })).toBe(`最多 ${max} 个字符`);
    expect(messages('en')('name', { kind: 'maxLength', limit: max })).toBe(`At most ${max} characters`);
    for (const lang of ['zh', 'en'] as const) {
      for (const kind of ['required', 'minLength', 'pattern', 'enum', 'minimum', 'maximum', 'minItems', 'maxItems', 'invalid'] as const) {
        const text = messages(lang)('x', { kind, limit: 7 });
        expect(text, `${lang} ${kind}`).not.toBe(kind);
        if (kind.startsWith('min') || kind.startsWith('max')) expect(text).toContain('7');
      }
    }
  });

  it("prefers the form's text for a field, then for the kind of problem", () => {
    const message = messages('en', { name: { required: 'Please enter the name' } }, { maxLength: (p) => `≤ ${p.limit}` });
    expect(message('name', { kind: 'required' })).toBe('Please enter the name');
    expect(message('link', { kind: 'required' })).toBe('This field is required');
    expect(message('link', { kind: 'maxLength', limit: 500 })).toBe('≤ 500');
  });
});
