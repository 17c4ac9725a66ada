import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SessionUser, setSession } from '../../lib/session/session';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { consoleNav } from '../nav';
import { ConsoleLayout } from './ConsoleLayout';

// On a narrow screen the console's menu sits behind a menu button (a phone has no room for it). jsdom applies
// no media query, so the wide side menu is in the document too: the checks look inside the sheet.

const staff = { nickname: 'Kim', portrait: '', role: 'staff', staffRoles: ['owner'] } as unknown as SessionUser;

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  act(() => setSession({ status: 'unknown' }));
});

describe('console layout on a narrow screen', { timeout: 20_000 }, () => {
  it('opens every console screen, the language switch and the public site from its menu button, and closes on navigation', async () => {
    stubApi().get('/v2/admin/api/inbox/unread', { total: 0, kinds: [] });
    setSession({ status: 'signedIn', user: staff, unread: 0 });
    window.history.replaceState(null, '', '/v2/admin/bugs?language=en');
    const { location } = renderWithApp(<ConsoleLayout>page</ConsoleLayout>, { lang: 'en', path: '/v2/bugs', search: 'language=en' });

    fireEvent.click(screen.getByRole('button', { name: 'Console menu' }));
    // The sheet's code loads on the first opening.
    const sheet = await screen.findByRole('dialog', { name: 'Console menu' });
    const links = within(within(sheet).getByRole('navigation', { name: 'Console menu' })).getAllByRole('link');
    expect(links).toHaveLength(consoleNav.flatMap((group) => group.items).length);
    expect(within(sheet).getByRole('link', { name: 'Report triage' }).getAttribute('aria-current')).toBe('page');
    expect(within(sheet).getByText('Kim')).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: '中文' })).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'Public site' })).toBeTruthy();

    fireEvent.click(within(sheet).getByRole('link', { name: 'Orders' }));
    expect(location.history.at(-1)).toBe('/v2/orders?language=en');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
