import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../../lib/session/loadSession';
import { type SessionUser, setSession, setSessionLoadFailed } from '../../lib/session/session';
import { renderWithApp } from '../../test/render';
import { currentUserMenuKey, USER_MENU, UserCentreFrame } from './UserCentre';

const user = { nickname: 'tester', portrait: '' } as unknown as SessionUser;

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    setSession({ status: 'unknown' });
    setSessionLoadFailed(false);
  });
});

describe('personal centre frame (docs/rules.md#screens-and-routes, #states-and-transitions login guard)', () => {
  it('waits for the start-up info call before deciding', () => {
    setSession({ status: 'unknown' });
    const { location } = renderWithApp(<UserCentreFrame>secret</UserCentreFrame>, { path: '/user/home' });
    expect(screen.queryByText('secret')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(location.history).toEqual(['/user/home']);
  });

  it('shows a failed start-up info call (network, then a server error) with a retry instead of waiting forever', async () => {
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      () => Response.json({ retcode: 0, retmsg: '', retdata: { info: user, unread: 0 } }),
    ];
    vi.stubGlobal('fetch', async () => answers.shift()!());
    renderWithApp(<UserCentreFrame>secret</UserCentreFrame>, { path: '/v2/user/home', lang: 'en', search: 'language=en' });
    expect(await act(() => loadSession())).toBe('failed');
    expect((await screen.findByRole('alert')).textContent).toContain('Your account information could not be loaded.');
    expect(screen.queryByText('secret')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // Asked again: the server error is a failure too.
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('secret', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('sends a signed-out visitor home with the language kept', () => {
    setSession({ status: 'signedOut' });
    const { location } = renderWithApp(<UserCentreFrame>secret</UserCentreFrame>, { path: '/user/bugs', search: 'language=en' });
    expect(screen.queryByText('secret')).toBeNull();
    expect(location.history.at(-1)).toBe('/v2/home?language=en');
  });

  it('shows the page and the menu entries (docs/rules.md#screens-and-routes: twelve, then API tokens) to a signed-in user, marking the current one', () => {
    setSession({ status: 'signedIn', user, unread: 0 });
    renderWithApp(<UserCentreFrame>secret</UserCentreFrame>, { path: '/v2/user/bug/12', lang: 'en' });
    expect(screen.getByText('secret')).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(13);
    expect(links.map((a) => a.textContent)).toEqual([
      'Personal centre',
      'Personal info',
      'Coin records',
      'Vulnerability records',
      'Message board records',
      'Redemption records',
      'Message centre',
      'Shipping addresses',
      'Team management',
      'FAQ',
      'Report information',
      'Business coefficients',
      'API tokens',
    ]);
    expect(screen.getByText('Vulnerability records').closest('a')?.getAttribute('aria-current')).toBe('page');
  });

  it('maps sub-pages to their menu entry', () => {
    expect(currentUserMenuKey('/user/bug/5')).toBe('bugs');
    expect(currentUserMenuKey('/user/add-addr')).toBe('addr');
    expect(currentUserMenuKey('/user/team/join')).toBe('team');
    expect(currentUserMenuKey('/user/unknown')).toBeUndefined();
    expect(currentUserMenuKey('/home')).toBeUndefined();
    expect(currentUserMenuKey('/user/api-tokens')).toBe('apiTokens');
    expect(USER_MENU).toHaveLength(13);
  });
});
