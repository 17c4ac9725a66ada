import { createHash } from 'node:crypto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, ledgerRecordText } from '@common/ledger-hash';
import { stubApi } from '../../../test/apiStub';
import { renderWithApp } from '../../../test/render';
import { CoinStatementPanel } from './CoinStatementPanel';

const USER = 7;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Two chained records as the server answers them. */
function chained() {
  const base = { type: 1 as const, typeText: '漏洞评级', reason: null, earned: true, teamId: null, bugId: 3, tradeId: null, remark: '', createTime: '2026-11-03 09:12:00' };
  const first = { ...base, id: 10, seq: 1, amount: 90, createdMs: 1762132320000, prevHash: GENESIS_HASH, hash: '' };
  first.hash = sha256(ledgerRecordText({ ...first, userId: USER }));
  const second = { ...base, id: 11, seq: 2, amount: 60, createdMs: 1762232320000, prevHash: first.hash, hash: '' };
  second.hash = sha256(ledgerRecordText({ ...second, userId: USER }));
  return [first, second];
}

const statement = (month: string, records: ReturnType<typeof chained>) => ({
  month,
  userId: USER,
  openingBalance: 100,
  closingBalance: 250,
  earned: 150,
  spent: 0,
  monthScore: 150,
  records,
  headHash: records.at(-1)?.hash ?? GENESIS_HASH,
  csv: `月份,${month}\r\n`,
  signature: { algorithm: 'Ed25519' as const, publicKey: '-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----\n', value: 'c2ln' },
});

describe('the monthly statement', () => {
  it('shows the month’s figures, checks the chain in the browser and offers the CSV and the signature', async () => {
    const api = stubApi()
      .get('/v2/api/my/coins/statement', (url) => {
        const month = url.searchParams.get('month')!;
        const records = chained();
        // October's second record was changed after it was hashed.
        if (month === '2026-10') records[1]!.amount = 6000;
        return statement(month, records);
      })
      .get('/v2/api/rank/monthly-prize/{month}', { month: '2026-11', publication: null });
    renderWithApp(<CoinStatementPanel now={new Date('2026-11-27T02:00:00Z')} />, { lang: 'zh' });
    expect(await screen.findByText('哈希链校验通过：本月 2 条记录与其哈希一致，前后相连。')).toBeTruthy();
    expect(api.requests.find((u) => u.pathname.endsWith('/statement'))!.searchParams.get('month')).toBe('2026-11');
    expect(screen.getByText('月末余额').nextSibling?.textContent).toBe('250');
    const csv = screen.getByRole('link', { name: '下载对账单（CSV）' });
    expect(csv.getAttribute('download')).toBe('coin-statement-2026-11.csv');
    expect(csv.getAttribute('href')).toMatch(/^blob:/);
    expect(screen.getByRole('link', { name: '下载平台签名' }).getAttribute('download')).toBe('coin-statement-2026-11.sig.json');
    fireEvent.change(screen.getByLabelText('对账月份'), { target: { value: '2026-10' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('哈希链校验失败：序号 2 的记录与其哈希不符或未接上上一条。'));
  });
});
