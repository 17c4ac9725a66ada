import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { ConsoleSignIn } from './ConsoleGate';

// The console's sign-in gate: single sign-on offered when the server says so, and the reason a
// failed one came back with, in the console's language.
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the console sign-in gate', () => {
  it('offers single sign-on (a link to its start, in the language shown) beside the email code', async () => {
    stubApi().get('/v2/api/sso', { enabled: true, name: null });
    renderWithApp(<ConsoleSignIn />, { lang: 'en', path: '/v2/admin/', search: 'language=en' });
    const link = await screen.findByRole('link', { name: 'Sign in with SSO' });
    expect(link.getAttribute('href')).toBe('/v2/api/sso/start?language=en');
    expect(screen.getByRole('button', { name: 'Sign in with an email code' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the provider on the button when it has a name, and shows why the last sign-on failed', async () => {
    window.history.replaceState(null, '', '/v2/admin/?ssoError=notStaff');
    stubApi().get('/v2/api/sso', { enabled: true, name: '企业统一身份认证' });
    renderWithApp(<ConsoleSignIn />, { path: '/v2/admin/' });
    expect(await screen.findByRole('link', { name: '使用企业统一身份认证登录' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('该账号不是工作人员，无法登录管理后台。');
  });

  it('keeps the email-code sign-in alone when single sign-on is off, and ignores an unknown reason', async () => {
    window.history.replaceState(null, '', '/v2/admin/?ssoError=<b>hi</b>');
    const api = stubApi().get('/v2/api/sso', { enabled: false, name: null });
    renderWithApp(<ConsoleSignIn />, { path: '/v2/admin/' });
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    await vi.waitFor(() => expect(api.requests.some((u) => u.pathname === '/v2/api/sso')).toBe(true));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
