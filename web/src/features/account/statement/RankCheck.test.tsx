import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderWithApp } from '../../../test/render';
import { RankCheck } from './RankCheck';

const ME = 7;
/** October: 900 earned from reports, then the third-place prize (200, score reason 3) after the ranking was read. */
const statement = (month: string) => ({
  month,
  userId: ME,
  records: [
    { amount: 600, earned: true, reason: null },
    { amount: -50, earned: false, reason: null },
    { amount: 300, earned: true, reason: null },
    { amount: 200, earned: true, reason: 3 },
  ],
});
const place = (place: number, userId: number, score: number, prize: number, reachedMs = 1_790_000_000_000 + place) => ({
  place,
  userId,
  nickname: `r${userId}`,
  score,
  reachedAt: '2026-10-20 10:00:00',
  reachedMs,
  prize,
});
const publication = (places: ReturnType<typeof place>[]) => ({
  awardedAt: '2026-11-01 00:05:00',
  minimum: 800,
  coins: [300, 200, 100],
  ruleText: '…',
  eligible: places.length,
  places,
  document: '{}',
  signature: { algorithm: 'Ed25519' as const, publicKey: 'k', value: 's' },
});

function stub() {
  return stubApi().get('/v2/api/rank/monthly-prize/{month}', (url) => {
    const month = url.pathname.split('/').at(-1)!;
    if (month === '2026-10') return { month, publication: publication([place(1, 12, 1260, 300), place(2, ME, 900, 200), place(3, 21, 850, 100)]) };
    // September as someone rewrote it: a score of mine that is not my ledger's (which puts Cy's 950
    // above me), and third place paid more than the rule's prize.
    if (month === '2026-09') return { month, publication: publication([place(1, 12, 1260, 300), place(2, ME, 1000, 200), place(3, 21, 950, 150)]) };
    return { month, publication: null };
  });
}

describe('the monthly-prize place check', () => {
  it('recomputes the place from the statement and the published totals, and says they agree', async () => {
    stub();
    renderWithApp(<RankCheck statement={statement('2026-10')} />, { lang: 'zh' });
    expect(await screen.findByText('你本月的排行分数为 900（不含月度奖励），在 3 名参与者中排第 2 名。')).toBeTruthy();
    expect(screen.getByText('排在你前面的分数：1260')).toBeTruthy();
    expect(screen.getByText(/^核对一致/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('flags every disagreement between the published inputs and the arithmetic', async () => {
    stub();
    renderWithApp(<RankCheck statement={statement('2026-09')} />, { lang: 'en' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('They disagree:')).toBeTruthy();
    expect(within(alert).getByText('Published place 3 does not follow the published rule (order, minimum or prize).')).toBeTruthy();
    expect(within(alert).getByText('Your published score is 1000; your statement adds up to 900.')).toBeTruthy();
    expect(within(alert).getByText('Your published place is 2; the published totals put you at 3.')).toBeTruthy();
    expect(screen.getByText('The totals above you: 1260, 950')).toBeTruthy();
  });

  it('says when the month has not been awarded yet', async () => {
    stub();
    renderWithApp(<RankCheck statement={statement('2026-11')} />, { lang: 'en' });
    expect(await screen.findByText('No prize inputs are published for this month (not awarded yet, or awarded before inputs were published), so your place cannot be checked.')).toBeTruthy();
    expect(screen.getByRole('link', { name: "See each month's prize inputs on the rank page" })).toBeTruthy();
  });
});
