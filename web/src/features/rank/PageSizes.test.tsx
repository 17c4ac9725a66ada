// The public paged lists besides the announcements (docs/rules.md#limits): the disclosed reports
// (10 a page by default) and both rankings (20) offer 10, 20, 30 or 50 a page, and a new size asks
// for the first page again.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { DisclosureListPage } from '../disclosure/DisclosureListPage';
import { TeamRanking } from './TeamRanking';
import { UserRanking } from './UserRanking';

// The shared test machine can be slow to paint: wait up to 5 s.
const SLOW = { timeout: 5_000 };
const TOTAL = 65;

afterEach(() => vi.unstubAllGlobals());

/** Rows `make(n)` for the page the request asks for, of a list of TOTAL. */
function pageOf<T>(url: URL, make: (n: number) => T): T[] {
  const page = Number(url.searchParams.get('page'));
  const size = Number(url.searchParams.get('pageSize'));
  const first = (page - 1) * size + 1;
  return Array.from({ length: Math.max(0, Math.min(size, TOTAL - first + 1)) }, (_, i) => make(first + i));
}

const disclosed = (n: number): components['schemas']['DisclosedReport'] => ({
  id: n,
  title: `Report ${n}`,
  mainTypeText: 'Web',
  subTypeText: 'XSS',
  level: 2,
  cvss: null,
  researcher: null,
  submitTime: '2026-10-02 10:30:00',
  ratedTime: '2026-10-03 09:00:00',
  disclosedTime: '2026-11-20 15:00:00',
  summary: '',
});
const researcher = (n: number): components['schemas']['UserRankEntry'] => ({ rank: n, userId: n, nickname: `Researcher ${n}`, portrait: '', team: null, medal: 1, score: 1000 - n });
const team = (n: number): components['schemas']['TeamRankEntry'] => ({ rank: n, id: n, name: `Team ${n}`, score: 1000 - n, memberCount: 3 });

async function choose(size: string, api: { requests: URL[] }, path: string) {
  const sizes = (await screen.findByRole('combobox', { name: 'Items per page' }, SLOW)) as HTMLSelectElement;
  expect(Array.from(sizes.options).map((o) => o.value)).toEqual(['10', '20', '30', '50']);
  const before = sizes.value;
  fireEvent.click(screen.getByRole('button', { name: '2' }));
  await waitFor(
    () =>
      expect(
        api.requests
          .filter((u) => u.pathname === path)
          .at(-1)
          ?.searchParams.get('page'),
      ).toBe('2'),
    SLOW,
  );
  fireEvent.change(screen.getByRole('combobox', { name: 'Items per page' }), { target: { value: size } });
  await waitFor(() => {
    const asked = api.requests.filter((u) => u.pathname === path).at(-1)!.searchParams;
    expect([asked.get('page'), asked.get('pageSize')]).toEqual(['1', size]);
  }, SLOW);
  return before;
}

describe('page sizes of the public paged lists', () => {
  it('disclosed reports: 10 a page first, then the size chosen from page 1', async () => {
    const api = stubApi().get('/v2/api/disclosure', (url) => ({ total: TOTAL, reports: pageOf(url, disclosed) }));
    renderWithApp(<DisclosureListPage />, { lang: 'en', path: '/v2/disclosure' });
    expect(await screen.findByRole('link', { name: 'Report 10' }, SLOW)).toBeTruthy();
    expect(await choose('50', api, '/v2/api/disclosure')).toBe('10');
    expect(await screen.findByRole('link', { name: 'Report 50' }, SLOW)).toBeTruthy();
  }, 20_000);

  it('researcher ranking: 20 a page first, then the size chosen from page 1', async () => {
    const api = stubApi().get('/v2/api/rank/user', (url) => ({ total: TOTAL, rank: pageOf(url, researcher) }));
    renderWithApp(<UserRanking period={null} />, { lang: 'en' });
    expect(await screen.findByText('Researcher 20', {}, SLOW)).toBeTruthy();
    expect(await choose('30', api, '/v2/api/rank/user')).toBe('20');
    expect(await screen.findByText('Researcher 30', {}, SLOW)).toBeTruthy();
  }, 20_000);

  it('team ranking: 20 a page first, then the size chosen from page 1', async () => {
    const api = stubApi().get('/v2/api/rank/team', (url) => ({ total: TOTAL, rank: pageOf(url, team) }));
    renderWithApp(<TeamRanking period={null} />, { lang: 'en' });
    expect(await screen.findByText('Team 20', {}, SLOW)).toBeTruthy();
    expect(await choose('10', api, '/v2/api/rank/team')).toBe('20');
    await waitFor(() => expect(screen.queryByText('Team 11')).toBeNull(), SLOW);
  }, 20_000);
});
