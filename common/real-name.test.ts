import { describe, expect, it } from 'vitest';
import { idNumberProblem, maskIdNumber, maskName, nameProblem, normaliseIdNumber, prcCheckDigitOk } from './real-name';

describe('identity-document number', () => {
  it('accepts a PRC resident number with the right check digit, X included', () => {
    // GB 11643's published example, and one whose check character is X.
    expect(prcCheckDigitOk('11010519491231002X')).toBe(true);
    expect(idNumberProblem('11010519491231002X')).toBeNull();
    expect(idNumberProblem('110105194912310021')).toBe('checkDigit');
    expect(prcCheckDigitOk('440524188001010014')).toBe(true);
    expect(idNumberProblem('440524188001010015')).toBe('checkDigit');
  });

  it('accepts a passport-like number of 5–20 letters and digits, and nothing else', () => {
    expect(idNumberProblem('E12345678')).toBeNull();
    expect(idNumberProblem('1234')).toBe('length');
    expect(idNumberProblem('A'.repeat(21))).toBe('length');
    expect(idNumberProblem('E1234_567')).toBe('characters');
    expect(idNumberProblem('')).toBe('required');
  });

  it('normalises spaces, hyphens and case before checking', () => {
    expect(normaliseIdNumber(' 110105 19491231 002x ')).toBe('11010519491231002X');
    expect(normaliseIdNumber('e-1234-5678')).toBe('E12345678');
  });

  it('masks all but the last 4 characters', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('**************002X');
    expect(maskIdNumber('E1234')).toBe('*1234');
  });
});

describe('legal name', () => {
  it('takes 2–30 letters of any script with name punctuation, never digits', () => {
    expect(nameProblem('王小明')).toBeNull();
    expect(nameProblem('阿卜杜·热合曼')).toBeNull();
    expect(nameProblem("Anne-Marie O'Neil")).toBeNull();
    expect(nameProblem('王')).toBe('length');
    expect(nameProblem('x'.repeat(31))).toBe('length');
    expect(nameProblem('Agent 007')).toBe('characters');
    expect(nameProblem('   ')).toBe('required');
  });

  it('masks a name to its first and last character', () => {
    expect(maskName('王小明')).toBe('王*明');
    expect(maskName('Jane Smith')).toBe('J********h');
    expect(maskName('李明')).toBe('李*');
  });
});
