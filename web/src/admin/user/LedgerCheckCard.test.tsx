import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { LedgerCheckCard } from './LedgerCheckCard';

describe('the ledger check card', () => {
  it('checks only when asked, says the ledger is whole, and on the next run lists what is wrong', async () => {
    let run = 0;
    const api = stubApi().get('/v2/admin/api/ledger/check', () => {
      run += 1;
      return run === 1
        ? { checkedTime: '2026-11-27 10:30:00', records: 12, accounts: 3, ok: true, problems: [] }
        : {
            checkedTime: '2026-11-27 10:31:00',
            records: 12,
            accounts: 3,
            ok: false,
            problems: [
              { userId: 7, recordId: 31, seq: 5, kind: 'changed' as const },
              { userId: 7, recordId: null, seq: null, kind: 'balance-mismatch' as const },
            ],
          };
    });
    renderWithApp(<LedgerCheckCard />, { lang: 'zh', path: '/v2/admin/users' });
    expect(api.requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '开始校验' }));
    expect(await screen.findByText('账本完整：3 个账户的 12 条记录全部通过（2026-11-27 10:30:00）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '再次校验' }));
    expect(await screen.findByText('发现 2 处问题（共 12 条记录，2026-11-27 10:31:00）')).toBeTruthy();
    expect(screen.getByText('记录 31（序号 5）')).toBeTruthy();
    expect(screen.getByText('记录被改动')).toBeTruthy();
    expect(screen.getByText('余额与记录不符')).toBeTruthy();
  });
});
