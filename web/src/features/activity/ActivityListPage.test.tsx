import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { ActivityListPage } from './ActivityListPage';

type Activity = components['schemas']['ActivitySummary'];

afterEach(() => vi.unstubAllGlobals());

// The shared test machine can be slow to paint (Chakra, a page's first load): wait up to 5 s.
const SLOW = { timeout: 5_000 };

// The server's clock says 2001; by the visitor's clock every activity below has long ended.
const SERVER_TIME = Date.UTC(2001, 0, 1);
const DAY = 86_400_000;
const activity = (id: number): Activity => ({ id, title: `Challenge ${id}`, imgurl: '', requirement: 'Web', startTime: SERVER_TIME + DAY, endTime: SERVER_TIME + 9 * DAY });
const eleven = Array.from({ length: 11 }, (_, i) => activity(i + 1));

describe('activity list', () => {
  it('counts down on the server clock and asks for a failed next page again', async () => {
    let secondPageFails = true;
    const api = stubApi().get('/v2/api/activity', (url) => {
      const page = Number(url.searchParams.get('page'));
      if (page === 2 && secondPageFails) throw new Error('network down');
      return { total: 11, activities: eleven.slice((page - 1) * 10, page * 10), serverTime: SERVER_TIME };
    });
    const { container } = renderWithApp(<ActivityListPage />, { lang: 'en' });
    expect(await screen.findByText('Challenge 10', {}, SLOW)).toBeTruthy();
    expect(container.querySelectorAll('[data-state="upcoming"]')).toHaveLength(10);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    // The first page stays while the second one failed.
    expect(screen.getByText('Challenge 1')).toBeTruthy();
    secondPageFails = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Challenge 11', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('No more')).toBeTruthy();
    const pages = api.requests.filter((u) => u.pathname === '/v2/api/activity').map((u) => u.searchParams.get('page'));
    expect(pages).toEqual(['1', '2', '2']);
  }, 20_000);
});
