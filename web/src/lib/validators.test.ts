import { describe, expect, it } from 'vitest';
import { checkCode, checkEmail } from './validators';

describe('email sign-in checks (docs/rules.md#validation)', () => {
  it('requires a well-formed email of at most 50 characters', () => {
    expect(checkEmail('')).toBe('emailRequired');
    expect(checkEmail('   ')).toBe('emailRequired');
    expect(checkEmail('ada@')).toBe('emailFormat');
    expect(checkEmail('ada@example.technology')).toBe('emailFormat');
    expect(checkEmail(`${'a'.repeat(40)}@example.org`)).toBe('emailFormat');
    expect(checkEmail('ada@example.org')).toBeNull();
  });

  it('requires a code of exactly 6 digits', () => {
    expect(checkCode('')).toBe('codeRequired');
    expect(checkCode('12345')).toBe('codeLength');
    expect(checkCode('1234567')).toBe('codeLength');
    expect(checkCode('12a456')).toBe('codeLength');
    expect(checkCode('123456')).toBeNull();
  });
});
