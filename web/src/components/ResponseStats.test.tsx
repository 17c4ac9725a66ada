import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/apiStub';
import { renderWithApp } from '../test/render';
import { ResponseStats } from './ResponseStats';

afterEach(() => vi.unstubAllGlobals());

describe('public response statistics panel', () => {
  it('shows hours under two days, days from then on, and a dash for a median not shown (English)', async () => {
    stubApi().get('/v2/api/response-stats', { days: 90, firstResponseHours: 9.6, ratingHours: 52, rewardHours: null, reportsRated: 41 });
    renderWithApp(<ResponseStats />, { lang: 'en', path: '/v2/en' });
    expect(await screen.findByRole('heading', { name: 'Response statistics, last 90 days' })).toBeTruthy();
    const figures = screen.getByTestId('response-stats');
    const valueOf = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect(valueOf('Median time to first response')).toBe('10 h');
    expect(valueOf('Median time to rating')).toBe('2.2 days');
    expect(valueOf('Median time to reward')).toBe('—');
    expect(valueOf('Reports rated')).toBe('41');
  });

  it('puts the figures in the frame a page gives (Chinese)', async () => {
    stubApi().get('/v2/api/response-stats', { days: 90, firstResponseHours: null, ratingHours: null, rewardHours: null, reportsRated: 0 });
    renderWithApp(<ResponseStats frame={(title, body) => <article aria-label={title}>{body}</article>} />, { lang: 'zh', path: '/v2/home' });
    const frame = await screen.findByRole('article', { name: '响应统计（近 90 天）' });
    expect(within(frame).getByText('已评级漏洞')).toBeTruthy();
  });
});
