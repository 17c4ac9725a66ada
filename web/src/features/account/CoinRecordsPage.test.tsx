import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { CoinRecordsPage, signedAmount } from './CoinRecordsPage';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const record = (id: number, amount: number, balance: number) => ({
  id,
  type: (amount > 0 ? 1 : 3) as 1 | 3,
  typeText: '',
  reason: null,
  amount,
  balance,
  bugId: null,
  tradeId: null,
  remark: `note ${id}`,
  createTime: '2026-11-20 10:00:00',
});

describe('coin records (currency)', () => {
  it('signs amounts', () => {
    expect(signedAmount(120)).toBe('+120');
    expect(signedAmount(-300)).toBe('-300');
  });

  it('lists entries with the balance after each, and filters by type', async () => {
    const api = stubApi().get('/v2/api/my/coins', (url) =>
      url.searchParams.get('type') === '3' ? { total: 1, balance: 20, records: [record(2, -300, 20)] } : { total: 2, balance: 20, records: [record(2, -300, 20), record(1, 320, 320)] },
    );
    // Enum labels follow the address's language value, as on the real page.
    window.history.replaceState(null, '', '/v2/user/currency?language=en');
    renderWithApp(<CoinRecordsPage />, { lang: 'en' });
    expect(await screen.findByText('+320')).toBeTruthy();
    expect(screen.getByText('-300')).toBeTruthy();
    expect(screen.getByText('Available coins: 20')).toBeTruthy();
    // The type label from the enum labels when typeText is empty: once in the filter, once in the row.
    expect(screen.getAllByText('Vulnerability rating')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Record type'), { target: { value: '3' } });
    await waitFor(() => expect(screen.queryByText('+320')).toBeNull());
    expect(api.requests.at(-1)?.searchParams.get('type')).toBe('3');
    expect(api.requests.at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('says so when there are no records, and shows errors with their code', async () => {
    stubApi().get('/v2/api/my/coins', { total: 0, balance: 0, records: [] });
    const first = renderWithApp(<CoinRecordsPage />, { lang: 'zh' });
    expect(await screen.findByText('暂无安全币记录')).toBeTruthy();
    first.unmount();
    stubApi().fail('/v2/api/my/coins', 5000, '服务繁忙');
    renderWithApp(<CoinRecordsPage />, { lang: 'zh' });
    expect(await screen.findByText('服务繁忙')).toBeTruthy();
    expect(screen.getByText('（错误码：5000）')).toBeTruthy();
  });
});
