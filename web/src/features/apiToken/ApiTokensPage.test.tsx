import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SessionUser, setSession } from '../../lib/session/session';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { tick } from '../../test/tick';
import { ApiTokensPage } from './ApiTokensPage';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setSession({ status: 'unknown' }));
});

const signIn = (role: 'researcher' | 'staff') => setSession({ status: 'signedIn', user: { nickname: 'ada', portrait: '', role } as unknown as SessionUser, unread: 0 });

const token = {
  id: 3,
  name: 'Ticket system',
  prefix: 'srcp_3fa9c1',
  scopes: ['bugs:read' as const, 'coins:read' as const],
  createdAt: '2026-11-01T08:00:00Z',
  expiresAt: '2027-01-30T08:00:00Z',
  lastUsedAt: null,
};

const SECRET = `srcp_${'ab'.repeat(32)}`;

// The create and revoke flows click through Chakra's checkbox and dialog; on the shared, loaded
// machine one such test took 6–16 s, so the file allows 30 s a test.
describe('API tokens page', { timeout: 30_000 }, () => {
  it('lists working tokens with their scopes and times (English)', async () => {
    signIn('researcher');
    stubApi().get('/v2/api/my/api-tokens', { total: 1, list: [token] });
    renderWithApp(<ApiTokensPage />, { lang: 'en', path: '/v2/user/api-tokens', search: 'language=en' });
    const row = (await screen.findByText('Ticket system')).closest('tr')!;
    expect(within(row).getByText('Read my reports, Read my coins and centre summary')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(within(row).getByText('srcp_3fa9c1…')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Last used' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the API reference' }).getAttribute('href')).toBe('/v2/docs');
  });

  it('shows the empty and the error state (Chinese)', async () => {
    signIn('researcher');
    stubApi().get('/v2/api/my/api-tokens', { total: 0, list: [] });
    renderWithApp(<ApiTokensPage />, { lang: 'zh', path: '/v2/user/api-tokens' });
    expect(await screen.findByText('还没有有效的令牌')).toBeTruthy();
  });

  it('shows the error state when the list cannot be read', async () => {
    signIn('researcher');
    stubApi().fail('/v2/api/my/api-tokens', 5000, 'boom');
    renderWithApp(<ApiTokensPage />, { lang: 'en', path: '/v2/user/api-tokens', search: 'language=en' });
    expect(await screen.findByRole('button', { name: /retry|重试/i })).toBeTruthy();
  });

  it('names missing fields, then posts name, scopes and expiry and shows the secret once with a copy button', async () => {
    signIn('researcher');
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = stubApi().get('/v2/api/my/api-tokens', { total: 0, list: [] }).post('/v2/api/my/api-tokens', { token: SECRET, apiToken: token });
    renderWithApp(<ApiTokensPage />, { lang: 'en', path: '/v2/user/api-tokens', search: 'language=en' });
    await screen.findByText('No working tokens yet');
    // A researcher is never offered a staff scope.
    expect(screen.queryByText(/staff:bugs/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Please name the token')).toBeTruthy();
    expect(screen.getByText('Please choose at least one scope')).toBeTruthy();
    expect(api.posts).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: ' CI scanner ' } });
    await tick(screen.getByRole('checkbox', { name: /Read my reports/ }));
    await tick(screen.getByRole('checkbox', { name: /Submit and reply to reports/ }));
    fireEvent.change(screen.getByLabelText('Expires in'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    const form = api.posts[0]!.form;
    expect(form.get('name')).toBe('CI scanner');
    expect(form.getAll('scopes')).toEqual(['bugs:read', 'bugs:write']);
    expect(form.get('expiresInDays')).toBe('90');

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(SECRET)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it('offers staff scopes to staff', async () => {
    signIn('staff');
    stubApi().get('/v2/api/my/api-tokens', { total: 0, list: [] });
    renderWithApp(<ApiTokensPage />, { lang: 'en', path: '/v2/user/api-tokens', search: 'language=en' });
    expect(await screen.findByText('staff:bugs:write')).toBeTruthy();
    expect(screen.getByText('staff:bugs:read')).toBeTruthy();
  });

  it('revokes only after a confirmation', async () => {
    signIn('researcher');
    const api = stubApi()
      .get('/v2/api/my/api-tokens', { total: 1, list: [token] })
      .delete('/v2/api/my/api-tokens/{id}', {});
    renderWithApp(<ApiTokensPage />, { lang: 'en', path: '/v2/user/api-tokens', search: 'language=en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke token Ticket system' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Programs using it lose access at once/)).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.method).toBe('DELETE');
    expect(api.posts[0]!.path).toBe('/v2/api/my/api-tokens/3');
  });
});
