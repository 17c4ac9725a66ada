import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { LogEntryBody, type LogEntry } from './LogEntryBody';

const VECTOR = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N';
const facts = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('an operation-log entry', () => {
  it('shows a re-rating’s action, level, coins with the difference, CVSS and the note, in both languages', () => {
    const entry: LogEntry = {
      action: 're-confirm',
      text: 'Re-rated: …',
      details: { level: 3, coins: 20, coinsDelta: -5, cvssVector: VECTOR, cvssScore: 9.3 },
      note: 'Wider impact than first thought',
    };
    const { unmount } = renderWithApp(<LogEntryBody entry={entry} />, { lang: 'en' });
    expect(screen.getByText('Re-rated')).toBeTruthy();
    expect(facts()).toEqual(['Level: High', 'Coins: 20 (-5)', 'CVSS 9.3']);
    expect(screen.getByText(VECTOR)).toBeTruthy();
    expect(screen.getByText('Note: Wider impact than first thought')).toBeTruthy();
    unmount();
    renderWithApp(<LogEntryBody entry={entry} />, { lang: 'zh' });
    expect(screen.getByText('重新评级')).toBeTruthy();
    expect(facts()).toEqual(['等级：高危', '安全币：20（-5）', 'CVSS 9.3']);
    expect(screen.getByText('备注：Wider impact than first thought')).toBeTruthy();
  });

  it('shows an ignore’s reason and the duplicated report, a re-check’s deadline and a finish’s outcome', () => {
    const { unmount } = renderWithApp(<LogEntryBody entry={{ action: 'ignore', text: '', details: { ignoreReason: 'duplicate', duplicateOf: 7 }, note: null }} />, { lang: 'en' });
    expect(facts()).toEqual(['Reason: Duplicate', 'Duplicate of #7']);
    expect(screen.queryByText(/^Note/)).toBeNull();
    unmount();
    const review = renderWithApp(<LogEntryBody entry={{ action: 'review', text: '', details: { recheckDue: '2026-12-01 10:00:00', recheckRewardCoins: 5 }, note: null }} />, { lang: 'zh' });
    expect(facts()).toEqual(['复测截止：2026-12-01 10:00:00', '按时复测奖励 5 安全币']);
    review.unmount();
    renderWithApp(<LogEntryBody entry={{ action: 'finish', text: '', details: { outcome: 'not-fixed' }, note: '厂商确认未修复' }} />, { lang: 'zh' });
    expect(facts()).toEqual(['结果：未修复']);
    expect(screen.getByText('备注：厂商确认未修复')).toBeTruthy();
  });

  it('shows an entry without facts or note (or one written before facts were kept) as its sentence', () => {
    renderWithApp(<LogEntryBody entry={{ action: 'ignore', text: '原因：重复提交。旧备注', details: {}, note: null }} />, { lang: 'zh' });
    expect(screen.getByText('原因：重复提交。旧备注')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
