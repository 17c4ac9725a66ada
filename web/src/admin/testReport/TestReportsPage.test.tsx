import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { signInStaff } from '../../test/staffSession';
import { TestReportsPage } from './TestReportsPage';

beforeEach(() => signInStaff());
afterEach(() => vi.unstubAllGlobals());

const report: components['schemas']['AdminTestReportItem'] = {
  id: 9,
  user: null,
  userName: '',
  email: 'li.ming@example.com',
  ip: '203.0.113.24',
  host: 'm.example.com',
  dnslog: 'abc123.dnslog.example.net',
  account: 'test_li01',
  content: 'Access-control tests on the mobile order API',
  startTime: '2026-11-03 09:00:00',
  endTime: '2026-11-03 18:00:00',
  result: 0,
  createTime: '2026-11-02 21:40:00',
};

// Chakra's dialogs mount slowly in jsdom on a loaded machine: a generous budget per test.
describe('console test reports', { timeout: 20_000 }, () => {
  it('shows a report in full and rejects it with a comment', async () => {
    const api = stubApi()
      .get('/v2/admin/api/test-report', { total: 1, reports: [report] })
      .post('/v2/admin/api/test-report/{id}/review', { result: 2 });
    renderWithApp(<TestReportsPage />, { lang: 'en', path: '/v2/admin/test-reports', search: 'result=0&language=en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Details' }));
    const detail = await screen.findByRole('dialog');
    expect(within(detail).getByText('abc123.dnslog.example.net')).toBeTruthy();
    expect(within(detail).getByText('Submitted without signing in')).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Window too long' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/admin/api/test-report/9/review');
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ result: '2', comment: 'Window too long' });
    expect(api.requests.find((u) => u.pathname === '/v2/admin/api/test-report')!.searchParams.get('result')).toBe('0');
  });
});

describe('console test reports for a viewer', { timeout: 20_000 }, () => {
  it('opens a report in full but offers no decision', async () => {
    signInStaff(['viewer']);
    stubApi().get('/v2/admin/api/test-report', { total: 1, reports: [report] });
    renderWithApp(<TestReportsPage />, { lang: 'en', path: '/v2/admin/test-reports' });
    const row = await screen.findByTestId('report-9');
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Details']);
  });
});
