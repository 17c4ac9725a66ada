import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { learnServerTime } from '../../lib/session/session';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { RankListPage } from './RankListPage';

afterEach(() => vi.unstubAllGlobals());

const entry = { rank: 1, userId: 4, nickname: 'Ada', portrait: '', team: null, medal: 1 as const, score: 900 };

describe('the rank page: "this month" (docs/rules.md#ranks-and-periods)', () => {
  it("opens on the server's UTC+8 month, not the browser's, and asks nothing before the server's clock is known", async () => {
    const api = stubApi()
      .get('/v2/api/rank/user', { total: 1, rank: [entry] })
      .get('/v2/api/rank/monthly-prize/{month}', (url) => ({ month: url.pathname.split('/').at(-1)!, publication: null }));
    renderWithApp(<RankListPage />, { lang: 'en' });
    expect(api.requests).toHaveLength(0);

    // 16:30 UTC on 31 December is 00:30 on 1 January in UTC+8: the new year's first month.
    act(() => learnServerTime('Thu, 31 Dec 2026 16:30:00 GMT', Date.now()));
    expect(await screen.findByText('Ada', {}, { timeout: 5_000 })).toBeTruthy();
    const ranking = api.requests.filter((u) => u.pathname === '/v2/api/rank/user');
    expect(ranking).toHaveLength(1);
    expect([ranking[0]!.searchParams.get('startTime'), ranking[0]!.searchParams.get('endTime')]).toEqual(['2027-01-01', '2027-01-31']);
    await waitFor(() => expect(api.requests.some((u) => u.pathname === '/v2/api/rank/monthly-prize/2027-01')).toBe(true));
  }, 20_000);
});
