import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { MessageThreadPage } from './messages/MessageThreadPage';
import { TestReportsPage } from './reports/TestReportsPage';
import { TeamsPage } from './teams/TeamsPage';

afterEach(() => vi.unstubAllGlobals());

const leader = { userId: 5, nickname: '老王', portrait: '/p.png' };
const team = (id: number, status: components['schemas']['AdminTeamItem']['status']): components['schemas']['AdminTeamItem'] => ({
  id,
  name: `战队${id}`,
  intro: '专注移动端',
  contact: '微信 poxiao',
  leader,
  memberCount: 4,
  status,
  createTime: '2026-11-02 09:30:00',
});
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
describe('console team review', { timeout: 20_000 }, () => {
  it('sends the state filter and offers a decision on pending teams only', async () => {
    const api = stubApi().get('/v2/admin/api/team', { total: 2, teams: [team(3, 0), team(4, 1)] });
    renderWithApp(<TeamsPage />, { path: '/v2/admin/teams', search: 'status=0' });
    await screen.findByTestId('team-3');
    expect(api.requests.find((u) => u.pathname === '/v2/admin/api/team')!.searchParams.get('status')).toBe('0');
    expect(
      within(screen.getByTestId('team-3'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['通过', '驳回']);
    expect(within(screen.getByTestId('team-4')).queryAllByRole('button')).toHaveLength(0);
  });

  it('refuses only with a reason, and sends it for the leader', async () => {
    const api = stubApi()
      .get('/v2/admin/api/team', { total: 1, teams: [team(3, 0)] })
      .post('/v2/admin/api/team/{id}/review', { status: 2 });
    renderWithApp(<TeamsPage />, { path: '/v2/admin/teams' });
    fireEvent.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/驳回原因/), { target: { value: '名称含广告' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/admin/api/team/3/review');
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ approve: 'false', comment: '名称含广告' });
  });
});

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

describe('console message thread', { timeout: 20_000 }, () => {
  it('shows the thread and posts a confirmed staff reply within the limit', async () => {
    const api = stubApi()
      .get('/v2/api/leave-message/{id}', {
        message: { id: 17, title: '礼品多久发货？', content: '<p>还没有物流信息</p>', createTime: '2026-11-01 20:05:00', attachments: [] },
        thread: [{ id: 3, author: { nickname: '安全团队', isStaff: true }, content: '已催促', createTime: '2026-11-02 09:30:00' }],
      })
      .post('/v2/admin/api/leave-message/{id}/reply', { id: 52 });
    renderWithApp(<MessageThreadPage params={{ id: '17' }} />, { path: '/v2/admin/messages/17' });
    expect(await screen.findByText('礼品多久发货？')).toBeTruthy();
    expect(screen.getByText('已催促')).toBeTruthy();
    const box = screen.getByLabelText(/回复内容/);
    fireEvent.change(box, { target: { value: '长'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: '发送回复' }));
    expect(await screen.findByText('回复最多 500 个字符')).toBeTruthy();
    fireEvent.change(box, { target: { value: '本周内发货' } });
    fireEvent.click(screen.getByRole('button', { name: '发送回复' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.posts).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/admin/api/leave-message/17/reply');
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ content: '本周内发货' });
  });
});
