// Screens of different features that read the same thing ask with the same path and parameters,
// so one answer serves both (features do not import each other; only this composition does).
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressListPage } from '../features/address/AddressListPage';
import { HonourTable } from '../features/home/HonourTable';
import { RankListPage } from '../features/rank/RankListPage';
import { ExchangePage } from '../features/reward/ExchangePage';
import { learnServerTime, type SessionUser, setSession } from '../lib/session/session';
import { stubApi } from '../test/apiStub';
import { renderWithApp } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ status: 'unknown' });
});

const reads = (api: ReturnType<typeof stubApi>, path: string) => api.requests.filter((u) => u.pathname === path);

describe('reads shared between features', () => {
  it("the home honour table and the rank page's first month page are one request", async () => {
    const entry = { rank: 1, userId: 4, nickname: 'Ada', portrait: '', team: null, medal: 1 as const, score: 900 };
    const api = stubApi().get('/v2/api/rank/user', { total: 1, rank: [entry] });
    renderWithApp(
      <>
        <HonourTable />
        <RankListPage />
      </>,
      { lang: 'zh' },
    );
    // Both wait for the server's clock (the start-up call's answer) to tell the month.
    act(() => learnServerTime(new Date().toUTCString()));
    await waitFor(() => expect(screen.getAllByText('Ada')).toHaveLength(2), { timeout: 5_000 });
    const asked = reads(api, '/v2/api/rank/user');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.searchParams.get('pageSize')).toBe('20');
  }, 20_000);

  it("the exchange page's address picker and the address book are one request", async () => {
    setSession({ status: 'signedIn', user: {} as SessionUser, unread: 0 });
    const address = { id: 7, realname: 'Ada', tel: '+447700900123', address: '1 Main Street', isDefault: true };
    const gift = { id: 3, name: 'Hoodie', pic: '', price: 50, num: 5, type: 'custom' as const, area: 'custom' as const, description: '', maxPerExchange: 10 };
    const api = stubApi()
      .get('/v2/api/address', { total: 1, address: [address] })
      .get('/v2/api/reward/{id}', { reward: gift })
      .get('/v2/api/info/reward', { new_people_reward_status: true, coins: 500, realNameVerified: true });
    renderWithApp(
      <>
        <ExchangePage params={{ id: '3' }} />
        <AddressListPage />
      </>,
      { lang: 'en', path: '/reward/3' },
    );
    await waitFor(() => expect(screen.getAllByText('1 Main Street')).toHaveLength(2), { timeout: 5_000 });
    expect(reads(api, '/v2/api/address')).toHaveLength(1);
  }, 20_000);
});
