import { describe, expect, it } from 'vitest';
import { INTERNATIONAL_TEL_PATTERN, MAIL_PATTERN } from './rules';

describe('dialog patterns (docs/rules.md#validation)', () => {
  it('an international phone number is + and 7–15 digits', () => {
    expect(INTERNATIONAL_TEL_PATTERN.test('+447700900123')).toBe(true);
    expect(INTERNATIONAL_TEL_PATTERN.test('+0447700900')).toBe(false);
  });

  it('mail needs a 2 to 4 letter top-level domain', () => {
    expect(MAIL_PATTERN.test('ada@example.org')).toBe(true);
    expect(MAIL_PATTERN.test('ada@example.museum')).toBe(false);
    expect(MAIL_PATTERN.test('ada@example.c')).toBe(false);
  });
});
