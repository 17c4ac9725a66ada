import { describe, expect, it } from 'vitest';
import { validate as sendPhoneCode } from '@generated/validators/sendPhoneCodeBody';
import { checkBody } from './forms/contractResolver';
import { MAIL_PATTERN } from './rules';

describe('dialog patterns (docs/rules.md#validation)', () => {
  it("an international phone number is + and 7–15 digits (the contract's sendPhoneCode pattern)", () => {
    expect(checkBody(sendPhoneCode, { phone: '+447700900123' })).toEqual({});
    expect(checkBody(sendPhoneCode, { phone: '+0447700900' })).toEqual({ phone: { kind: 'pattern' } });
    expect(checkBody(sendPhoneCode, {})).toEqual({ phone: { kind: 'required' } });
  });

  it('mail needs a 2 to 4 letter top-level domain', () => {
    expect(MAIL_PATTERN.test('ada@example.org')).toBe(true);
    expect(MAIL_PATTERN.test('ada@example.museum')).toBe(false);
    expect(MAIL_PATTERN.test('ada@example.c')).toBe(false);
  });
});
