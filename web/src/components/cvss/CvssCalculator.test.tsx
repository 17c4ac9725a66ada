// The calculator's pickers, vector and live score. Scores are FIRST's published CVSS 4.0 examples
// (https://www.first.org/cvss/v4.0/examples: CVE-2022-41741 8.5) and the calculator default 9.3.
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { CvssCalculator } from './CvssCalculator';

function Harness({ initial = '', suggest = false }: { initial?: string; suggest?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CvssCalculator value={value} onChange={setValue} showSuggestion={suggest} />
      <output data-testid="value">{value}</output>
    </>
  );
}

// Many Chakra selects: on a shared, busy machine the first render alone can take seconds.
const SLOW = 20_000;
const status = () => screen.getByTestId('cvss-status').textContent;
const value = () => screen.getByTestId('value').textContent;
const PICKS: [string, string][] = [
  ['Attack Vector (AV)', 'N'],
  ['Attack Complexity (AC)', 'L'],
  ['Attack Requirements (AT)', 'N'],
  ['Privileges Required (PR)', 'N'],
  ['User Interaction (UI)', 'N'],
  ['Vulnerable System Confidentiality (VC)', 'H'],
  ['Vulnerable System Integrity (VI)', 'H'],
  ['Vulnerable System Availability (VA)', 'H'],
  ['Subsequent System Confidentiality (SC)', 'N'],
  ['Subsequent System Integrity (SI)', 'N'],
  ['Subsequent System Availability (SA)', 'N'],
];

describe('CVSS 4.0 calculator', () => {
  it(
    'builds the vector from the pickers and scores it live once every base metric is chosen',
    async () => {
      renderWithApp(<Harness />, { lang: 'en' });
      await screen.findByLabelText('Attack Vector (AV)');
      expect(status()).toBe('');
      for (const [label, v] of PICKS.slice(0, 3)) fireEvent.change(screen.getByLabelText(label), { target: { value: v } });
      expect(value()).toBe('CVSS:4.0/AV:N/AC:L/AT:N');
      expect(status()).toBe('Pick every base metric to get a score');
      for (const [label, v] of PICKS.slice(3)) fireEvent.change(screen.getByLabelText(label), { target: { value: v } });
      expect(value()).toBe('CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N');
      expect(status()).toBe('Score 9.3 · Critical');
      fireEvent.change(screen.getByLabelText('Attack Vector (AV)'), { target: { value: 'L' } });
      expect(value()).toBe('CVSS:4.0/AV:L/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N');
    },
    SLOW,
  );

  it(
    'takes a pasted vector, shows its picks and the suggested audit level, and keeps its threat metrics when a pick changes',
    async () => {
      renderWithApp(<Harness suggest />, { lang: 'en' });
      fireEvent.change(await screen.findByLabelText('Vector string'), { target: { value: 'CVSS:4.0/AV:L/AC:L/AT:N/PR:L/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N' } });
      expect((screen.getByLabelText('Privileges Required (PR)') as HTMLSelectElement).value).toBe('L');
      expect(status()).toBe('Score 8.5 · HighSuggested audit level: High');
      fireEvent.change(screen.getByLabelText('Vector string'), { target: { value: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N/E:U' } });
      expect(status()).toBe('Score 8.1 · HighSuggested audit level: High');
      fireEvent.change(screen.getByLabelText('Subsequent System Confidentiality (SC)'), { target: { value: 'H' } });
      expect(value()).toBe('CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:H/SI:N/SA:N/E:U');
    },
    SLOW,
  );

  it(
    'says so when a complete vector cannot be scored, in Chinese',
    async () => {
      renderWithApp(<Harness initial="CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N/FOO:B" />, { lang: 'zh' });
      await screen.findByLabelText('攻击途径 (AV)');
      expect(status()).toBe('不是有效的 CVSS 4.0 向量：以 CVSS:4.0/ 开头，依次包含 11 个基础指标');
      expect(screen.getByRole('option', { name: '网络 (N)' })).toBeTruthy();
    },
    SLOW,
  );
});
