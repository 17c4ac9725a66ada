import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { RecheckClock } from './RecheckClock';

const NOW = Date.UTC(2026, 10, 25, 8, 0, 0);
const HOUR = 3_600_000;
const clock = (dueAt: number, expired = false, rewardCoins = 5) => ({ dueAt: new Date(dueAt).toISOString(), dueTime: '2026-12-02 16:00:00', expired, rewardCoins });

describe('re-check clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down to the deadline by the second and names the reward', () => {
    const { container } = renderWithApp(<RecheckClock recheck={clock(NOW + 6 * 24 * HOUR + 2 * HOUR + 61_000)} />);
    expect(screen.getByText('等待复测')).toBeTruthy();
    expect(screen.getByText('剩余 6 天 2 时 1 分 1 秒')).toBeTruthy();
    expect(container.textContent).toContain('截止时间：2026-12-02 16:00:00 · 按时答复奖励 5 安全币');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByText('剩余 6 天 2 时 0 分 59 秒')).toBeTruthy();
  });

  it('turns to "expired" when the deadline passes while the page is open', () => {
    const { container } = renderWithApp(<RecheckClock recheck={clock(NOW + 1500)} />, { lang: 'en' });
    expect(screen.getByText('0d 0h 0m 1s left')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByText('Re-check expired')).toBeTruthy();
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('expired');
    expect(container.textContent).not.toMatch(/left|earns/);
  });

  it('believes the server when it says the deadline passed', () => {
    renderWithApp(<RecheckClock recheck={clock(NOW + HOUR, true)} />);
    expect(screen.getByText('复测已逾期')).toBeTruthy();
  });
});
