import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { PrizeInputs } from './PrizeInputs';

const publication = {
  awardedAt: '2026-11-01 00:05:00',
  minimum: 800,
  coins: [300, 200, 100],
  ruleText: '本月贡献值高于 800 的白帽子参与排名。',
  eligible: 1,
  places: [{ place: 1, userId: 12, nickname: '白帽小李', score: 1260, reachedAt: '2026-10-28 14:03:11', reachedMs: 1793167391000, prize: 300 }],
  document: '{"about":"monthly-prize-inputs/1"}',
  signature: { algorithm: 'Ed25519' as const, publicKey: 'k', value: 's' },
};

describe('the monthly prize inputs on the rank page', () => {
  it('lists each place with its tie-break fields, offers the signed document and links to the place check', async () => {
    stubApi().get('/v2/api/rank/monthly-prize/{month}', (url) => ({ month: url.pathname.split('/').at(-1)!, publication }));
    renderWithApp(<PrizeInputs month="2026-10" />, { lang: 'zh' });
    const row = (await screen.findByText('白帽小李')).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['1', '白帽小李', '1260', '2026-10-28 14:03:11', '12', '300']);
    expect(screen.getByText(publication.ruleText)).toBeTruthy();
    expect(screen.getByRole('link', { name: '下载排名输入（JSON）' }).getAttribute('download')).toBe('monthly-prize-2026-10.json');
    expect(screen.getByRole('link', { name: '下载平台签名' }).getAttribute('download')).toBe('monthly-prize-2026-10.sig.json');
    expect(screen.getByRole('link', { name: '用我的月度对账单核对我的名次' }).getAttribute('href')).toMatch(/\/user\/currency/);
  });

  it('says so when the month has no published inputs', async () => {
    stubApi().get('/v2/api/rank/monthly-prize/{month}', { month: '2026-11', publication: null });
    renderWithApp(<PrizeInputs month="2026-11" />, { lang: 'en' });
    const section = await screen.findByRole('region', { name: 'Monthly prize inputs for 2026-11' });
    expect(await within(section).findByText(/^No prize inputs are published for this month/)).toBeTruthy();
  });
});
