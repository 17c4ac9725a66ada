import { describe, expect, it } from 'vitest';
import { checkField, checkForm, type Rule } from './rules';

const m = 'bad';
const one = (rule: Rule, value: string) => checkField(value, [rule]);

describe('generic validator rules (spec §5)', () => {
  it('required fails on blank only; other rules let an empty value pass', () => {
    expect(one({ type: 'required', message: m }, '  ')).toBe(m);
    expect(one({ type: 'required', message: m }, 'x')).toBeNull();
    for (const type of ['tel', 'zero', 'number', 'mail', 'm-d', 'int+'] as const) expect(one({ type, message: m }, '')).toBeNull();
  });

  it('tel is 1 followed by 10 digits', () => {
    expect(one({ type: 'tel', message: m }, '13800000000')).toBeNull();
    expect(one({ type: 'tel', message: m }, '23800000000')).toBe(m);
    expect(one({ type: 'tel', message: m }, '1380000000')).toBe(m);
  });

  it('mail needs a 2 to 4 letter top-level domain', () => {
    expect(one({ type: 'mail', message: m }, 'ada@example.org')).toBeNull();
    expect(one({ type: 'mail', message: m }, 'ada@example.museum')).toBe(m);
    expect(one({ type: 'mail', message: m }, 'ada@example.c')).toBe(m);
  });

  it('zero, number, int+ and m-d', () => {
    expect(one({ type: 'zero', message: m }, '0')).toBe(m);
    expect(one({ type: 'zero', message: m }, '-3')).toBeNull();
    expect(one({ type: 'number', message: m }, '1.5')).toBeNull();
    expect(one({ type: 'number', message: m }, 'x')).toBe(m);
    expect(one({ type: 'int+', message: m }, '0')).toBe(m);
    expect(one({ type: 'int+', message: m }, '12')).toBeNull();
    expect(one({ type: 'm-d', message: m }, '02-30')).toBeNull();
    expect(one({ type: 'm-d', message: m }, '13-01')).toBe(m);
  });

  it('lengths count characters (a Chinese character or emoji is one)', () => {
    expect(one({ type: 'maxlength', value: 3, message: m }, '漏洞名')).toBeNull();
    expect(one({ type: 'maxlength', value: 3, message: m }, '漏洞名称')).toBe(m);
    expect(one({ type: 'length', value: 2, message: m }, '😀😀')).toBeNull();
    expect(one({ type: 'minlength', value: 2, message: m }, 'a')).toBe(m);
    expect(one({ type: 'maxline', value: 2, message: m }, 'a\nb\nc')).toBe(m);
    expect(one({ type: 'min', value: 1, message: m }, '0')).toBe(m);
    expect(one({ type: 'max', value: 10, message: m }, '10')).toBeNull();
  });

  it('pattern may apply to each piece after splitting', () => {
    const rule: Rule = { type: 'pattern', value: /^\d+$/, separator: ',', message: m };
    expect(one(rule, '1,22,333')).toBeNull();
    expect(one(rule, '1,x')).toBe(m);
  });

  it('the first failing rule gives the message; a form reports failing fields only', () => {
    expect(checkField('', [{ type: 'required', message: 'first' }, { type: 'maxlength', value: 1, message: 'second' }])).toBe('first');
    expect(checkField('abc', [{ type: 'required', message: 'first' }, { type: 'maxlength', value: 1, message: 'second' }])).toBe('second');
    expect(checkForm({ a: '', b: 'ok' }, { a: [{ type: 'required', message: 'need a' }], b: [{ type: 'required', message: 'need b' }] })).toEqual({ a: 'need a' });
  });
});
