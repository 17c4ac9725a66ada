import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import type { AuditEntry } from './api';
import { AuditLogPage } from './AuditLogPage';
import { auditQuery } from './auditFilters';

afterEach(() => vi.unstubAllGlobals());

const SLOW = 30_000;
const PATH = '/v2/audit';
const move: AuditEntry = {
  id: 41,
  time: '2026-11-20 10:01:00',
  actor: { userId: 2, email: 'zhang@src.example.org', nickname: 'ZhangOps' },
  action: 'actOnBug',
  targetKind: 'bug',
  targetId: 12,
  outcome: 'ok',
  summary: '{"fields":{"action":"update@start"},"before":{"status":10},"after":{"status":20}}',
  ip: '203.0.113.7',
  via: 'session',
  tokenId: null,
};
const signIn: AuditEntry = { ...move, id: 40, action: 'auth.signIn', targetKind: 'session', targetId: null, summary: '{"fields":{"code":"[redacted]"}}' };
const refused: AuditEntry = { ...move, id: 39, action: 'setUserRole', targetKind: 'user', targetId: 7, outcome: 'refused', via: 'token', tokenId: 3 };

function stub(entries: AuditEntry[] = [move, signIn, refused]) {
  return stubApi()
    .get('/v2/admin/api/audit', { total: entries.length, entries })
    .get('/v2/admin/api/bug-assignees', { total: 1, staff: [{ userId: 2, nickname: 'ZhangOps', portrait: '/p.png', email: 'zhang@src.example.org', openAssigned: 0 }] });
}

describe('audit log screen', () => {
  it(
    'shows each entry with its label, linked report, outcome and address; the summary opens on demand (English)',
    async () => {
      stub();
      renderWithApp(<AuditLogPage />, { lang: 'en', path: PATH });
      // The labels show in the table's cells (the action filter's options hold them too).
      expect((await screen.findByRole('link', { name: 'Report #12' })).getAttribute('href')).toBe('/v2/bugs/12');
      expect(screen.getByText('Moved a report', { selector: 'p' })).toBeTruthy();
      expect(screen.getByText('Signed in', { selector: 'p' })).toBeTruthy();
      expect(screen.getByText("Changed a user's role", { selector: 'p' })).toBeTruthy();
      // A user has no page to open: named, not linked.
      expect(screen.getByText('User #7')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'User #7' })).toBeNull();
      const table = screen.getByRole('table');
      expect(within(table).getAllByText('Succeeded')).toHaveLength(2);
      expect(within(table).getByText('Refused')).toBeTruthy();
      expect(screen.getByText('API token #3')).toBeTruthy();
      expect(screen.queryByTestId('audit-summary-41')).toBeNull();
      const toggle = screen.getByRole('button', { name: 'Details of entry 41' });
      fireEvent.click(toggle);
      expect(screen.getByTestId('audit-summary-41').textContent).toContain('"status": 20');
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
    },
    SLOW,
  );

  it(
    'keeps the filters in the address and the request, and exports with the same filters',
    async () => {
      const api = stub();
      const { location } = renderWithApp(<AuditLogPage />, { lang: 'en', path: PATH, search: 'actorId=2&startTime=2026-11-01' });
      await screen.findByText('Moved a report', { selector: 'p' });
      const first = api.requests.find((u) => u.pathname.endsWith('/admin/api/audit'))!;
      expect(first.searchParams.get('actorId')).toBe('2');
      expect(first.searchParams.get('startTime')).toBe('2026-11-01');
      fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'auth.signIn' } });
      await waitFor(() => expect(location.history.at(-1)).toContain('action=auth.signIn'));
      await waitFor(() =>
        expect(
          api.requests
            .filter((u) => u.pathname.endsWith('/admin/api/audit'))
            .at(-1)!
            .searchParams.get('action'),
        ).toBe('auth.signIn'),
      );
      fireEvent.change(screen.getByLabelText('Object kind'), { target: { value: 'bug' } });
      fireEvent.change(screen.getByLabelText('Object id'), { target: { value: '12' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(location.history.at(-1)).toContain('targetId=12'));
      const href = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!;
      expect(href.startsWith('/v2/admin/api/audit-export?')).toBe(true);
      const exported = new URL(href, 'http://x').searchParams;
      expect(Object.fromEntries(exported)).toEqual({ actorId: '2', startTime: '2026-11-01', action: 'auth.signIn', targetKind: 'bug', targetId: '12', language: 'en' });
    },
    SLOW,
  );

  it(
    'offers every action in the action filter, in Chinese',
    async () => {
      stub();
      renderWithApp(<AuditLogPage />, { lang: 'zh', path: PATH });
      expect(await screen.findByRole('heading', { level: 1, name: '审计日志' })).toBeTruthy();
      const options = within(screen.getByLabelText('操作'))
        .getAllByRole('option')
        .map((o) => o.textContent);
      expect(options).toContain('登录');
      expect(options).toContain('处理漏洞');
      expect(options.length).toBeGreaterThan(45);
      expect(await screen.findByText('处理漏洞', { selector: 'p' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'shows the empty and the error states',
    async () => {
      stub([]);
      renderWithApp(<AuditLogPage />, { lang: 'en', path: PATH });
      expect(await screen.findByText('No entry matches these filters.')).toBeTruthy();
      vi.unstubAllGlobals();
      stubApi().fail('/v2/admin/api/audit', 4003, '无权限');
      renderWithApp(<AuditLogPage />, { lang: 'zh', path: PATH });
      expect(await screen.findByText('无权限')).toBeTruthy();
    },
    SLOW,
  );

  it('reads the address within the contract’s limits', () => {
    expect(auditQuery({ actorId: '0', targetId: 'x', action: 'DROP TABLE', outcome: 'maybe', startTime: '2026-1-1', targetKind: 'bug' })).toEqual({ targetKind: 'bug' });
    expect(auditQuery({ actorId: '2', action: 'auth.signOut', outcome: 'refused', endTime: '2026-11-30' })).toEqual({
      actorId: 2,
      action: 'auth.signOut',
      outcome: 'refused',
      endTime: '2026-11-30',
    });
  });
});
