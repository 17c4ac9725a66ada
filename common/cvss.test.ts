// Scores from FIRST's published CVSS v4.0 examples (https://www.first.org/cvss/v4.0/examples:
// CVE-2022-41741 nginx 8.5, CVE-2014-0160 Heartbleed 8.7, CVE-2013-1937 phpMyAdmin reflected XSS 5.1)
// and the specification's calculator default (https://www.first.org/cvss/calculator/4.0: 9.3).
import { describe, expect, it } from 'vitest';
import { buildBaseVector, baseValuesOf, scoreCvss4, severityOf, suggestedLevel } from './cvss';

const FIRST_EXAMPLES: [string, number][] = [
  ['CVSS:4.0/AV:L/AC:L/AT:N/PR:L/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N', 8.5],
  ['CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:N/VA:N/SC:N/SI:N/SA:N', 8.7],
  ['CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:A/VC:N/VI:N/VA:N/SC:L/SI:L/SA:N', 5.1],
  ['CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N', 9.3],
];

describe('scoreCvss4', () => {
  it.each(FIRST_EXAMPLES)('scores %s as FIRST publishes: %d', (vector, score) => {
    expect(scoreCvss4(vector)).toEqual({ vector, score, severity: severityOf(score) });
  });

  it('scores threat metrics too (E:U lowers 9.3 to 8.1)', () => {
    expect(scoreCvss4('CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N/E:U')?.score).toBe(8.1);
  });

  it.each([
    ['', 'empty'],
    ['garbage', 'prose'],
    ['AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N', 'no prefix (the library would accept it)'],
    ['CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 'another version'],
    ['CVSS:4.0/AV:N/AC:L', 'missing base metrics'],
    ['CVSS:4.0/AV:X/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N', 'a base metric left at X'],
    ['CVSS:4.0/AV:N/AV:L/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N', 'a repeated metric'],
    ['CVSS:4.0/AC:L/AV:N/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N', 'base metrics out of order'],
    ['CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N/FOO:B', 'an unknown metric'],
    ['CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N/E:Q', 'an unknown value'],
    ['CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N/E:U/E:A', 'a repeated threat metric'],
  ])('refuses %j (%s)', (vector) => {
    expect(scoreCvss4(vector)).toBeNull();
  });
});

describe('severity and suggested audit level', () => {
  it.each([
    [0, 'none', 0],
    [0.1, 'low', 1],
    [3.9, 'low', 1],
    [4, 'medium', 2],
    [6.9, 'medium', 2],
    [7, 'high', 3],
    [8.9, 'high', 3],
    [9, 'critical', 4],
    [10, 'critical', 4],
  ] as const)('%d is %s, level %d', (score, severity, level) => {
    expect(severityOf(score)).toBe(severity);
    expect(suggestedLevel(score)).toBe(level);
  });
});

describe('the calculator vector', () => {
  it('builds a vector from picked values and reads it back', () => {
    const values = { AV: 'N', AC: 'L', AT: 'N', PR: 'N', UI: 'N', VC: 'H', VI: 'H', VA: 'H', SC: 'N', SI: 'N', SA: 'N' } as const;
    const vector = buildBaseVector(values);
    expect(vector).toBe(FIRST_EXAMPLES[3]![0]);
    expect(baseValuesOf(vector)).toEqual(values);
  });
});
