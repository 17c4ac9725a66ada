import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { signInStaff } from '../../test/staffSession';
import { ConsoleNavList } from './ConsoleNavList';

afterEach(() => vi.unstubAllGlobals());

const view = (key: string, name: string, filter: Record<string, unknown>, count: number, pinned: boolean) => ({
  key,
  name,
  filter,
  builtIn: key.startsWith('builtin:'),
  shared: true,
  mine: false,
  pinned,
  count,
});

describe('pinned views in the console menu', { timeout: 20_000 }, () => {
  it('lists the pinned views under the queue with their counts, linking to their filters', async () => {
    const api = stubApi().get('/v2/admin/api/bug-view', {
      views: [
        view('builtin:mine', 'Assigned to me', { assigned: 'me' }, 4, true),
        view('builtin:urged', 'Urged', { urged: true }, 2, false),
        view('7', 'High, waiting', { level: 3, sort: 'waiting' }, 0, true),
      ],
    });
    signInStaff(['triager']);
    renderWithApp(<ConsoleNavList />, { lang: 'en', path: '/v2/bugs', search: 'assigned=me' });
    const pinned = await screen.findByRole('list', { name: 'Pinned views' });
    const links = within(pinned).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Assigned to me4', '/v2/bugs?assigned=me'],
      ['High, waiting0', '/v2/bugs?level=3&sort=waiting'],
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(within(links[0]!).getByLabelText('4 reports')).toBeTruthy();
    // Under the queue's own entry.
    const queue = screen.getByRole('link', { name: 'Report triage' });
    expect(queue.compareDocumentPosition(pinned) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.requests.filter((u) => u.pathname === '/v2/admin/api/bug-view')).toHaveLength(1);
  });

  it('shows nothing more when no view is pinned, nor to a role without the queue', async () => {
    const api = stubApi().get('/v2/admin/api/bug-view', { views: [view('builtin:urged', 'Urged', { urged: true }, 2, false)] });
    signInStaff(['triager']);
    const { unmount } = renderWithApp(<ConsoleNavList />, { lang: 'en', path: '/v2/bugs' });
    await waitFor(() => expect(api.requests.some((u) => u.pathname === '/v2/admin/api/bug-view')).toBe(true));
    expect(screen.getByRole('link', { name: 'Report triage' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Pinned views' })).toBeNull();
    unmount();
    signInStaff(['editor']);
    renderWithApp(<ConsoleNavList />, { lang: 'en', path: '/v2/' });
    expect(screen.queryByRole('link', { name: 'Report triage' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Pinned views' })).toBeNull();
  });
});
