import { describe, expect, it } from 'vitest';
import { processStep } from './bugStatus';
import { filterQuery } from './MyBugsPage';

describe('process bar mapping (docs/rules.md#entities-and-enums)', () => {
  it('maps 10/20 to step 1, 30 to 2, 40 to 3, 51/52/53 to 4', () => {
    expect([10, 20, 30, 40, 51, 52, 53].map((s) => processStep(s as 10))).toEqual([1, 1, 2, 3, 4, 4, 4]);
  });
});

describe('vulnerability record filters', () => {
  it('leaves out blanks and "all", and ignores keywords over 150 characters (docs/rules.md#pickers)', () => {
    const range = { start: '', end: '' };
    expect(filterQuery({ level: -1, range, keyword: '  ' })).toEqual({});
    expect(filterQuery({ status: 30, level: 2, mainType: 3, range: { start: '2026-11-01', end: '2026-11-20' }, keyword: ' xss ' })).toEqual({
      status: 30,
      level: 2,
      mainType: 3,
      startTime: '2026-11-01',
      endTime: '2026-11-20',
      keyword: 'xss',
    });
    expect(filterQuery({ level: -1, range, keyword: 'x'.repeat(151) })).toEqual({});
  });
});
