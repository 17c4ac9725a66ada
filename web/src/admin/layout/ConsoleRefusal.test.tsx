import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { StaffRole } from '@generated/enums';
import { setSession } from '../../lib/session/session';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { ConsoleApp } from '../ConsoleApp';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  act(() => setSession({ status: 'unknown' }));
});

const info = (staffRoles: StaffRole[]) => ({
  language: 'zh' as const,
  info: { userId: 1, nickname: '安全运营小王', portrait: '', role: 'staff' as const, staffRoles, hasNickname: true },
  unread: 0,
  token: 'a'.repeat(64),
});

describe('a refusal (4003) in the console', { timeout: 20_000 }, () => {
  it('keeps the console and reads the session again, so the menu and the screen follow the roles an owner changed', async () => {
    // An owner when the page loaded; a triager by the time the audit log is read.
    let reads = 0;
    const api = stubApi()
      .get('/v2/api/info', () => info((reads += 1) === 1 ? ['owner'] : ['triager']))
      .fail('/v2/admin/api/audit', 4003, '抱歉，您没有权限');
    window.history.replaceState(null, '', '/v2/admin/audit');
    // Nested under /admin as the site mounts it, so the console's own routes match.
    renderWithApp(
      <Route path="/admin" nest>
        <ConsoleApp />
      </Route>,
      { lang: 'zh', path: '/v2/admin/audit' },
    );
    const menu = await screen.findByRole('navigation', { name: '后台菜单' });
    expect(await screen.findByText('你的角色不能查看这个页面，请联系团队负责人')).toBeTruthy();
    expect(reads).toBe(2);
    await waitFor(() => expect(menu.textContent).not.toContain('审计日志'));
    expect(menu.textContent).toContain('漏洞审核');
    // Still the console's address: not the public site's no-permission page.
    expect(window.location.pathname).toBe('/v2/admin/audit');
    expect(api.requests.filter((u) => u.pathname === '/v2/admin/api/audit')).toHaveLength(1);
  });
});
