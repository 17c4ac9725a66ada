import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { CountdownBadge } from './CountdownBadge';

const start = Date.UTC(2026, 10, 1);
const end = Date.UTC(2026, 10, 11);
const HOUR = 3_600_000;

describe('activity countdown badge', () => {
  it('says "about to start" with the time to the start', () => {
    const { container } = renderWithApp(<CountdownBadge now={start - (26 * HOUR + 61_000)} startTime={start} endTime={end} />);
    expect(screen.getByText('即将开始')).toBeTruthy();
    expect(screen.getByText('距开始 1 天 2 时 1 分 1 秒')).toBeTruthy();
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('upcoming');
  });

  it('says "ongoing" with the time to the end', () => {
    renderWithApp(<CountdownBadge now={end - 5_000} startTime={start} endTime={end} />, { lang: 'en' });
    expect(screen.getByText('Ongoing')).toBeTruthy();
    expect(screen.getByText('Ends in 0d 0h 0m 5s')).toBeTruthy();
  });

  it('says "activity ended" with no countdown', () => {
    const { container } = renderWithApp(<CountdownBadge now={end + 1} startTime={start} endTime={end} />);
    expect(screen.getByText('活动已结束')).toBeTruthy();
    expect(container.textContent).not.toMatch(/距/);
  });
});
