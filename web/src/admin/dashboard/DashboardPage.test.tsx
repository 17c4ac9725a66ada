import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { signInStaff } from '../../test/staffSession';
import { monthsOption, weeksOption } from './chartOptions';
import { DashboardPage } from './DashboardPage';

// ECharts needs a canvas; the chart module is replaced by its accessible frame.
vi.mock('./DashboardChart', () => ({ default: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

afterEach(() => vi.unstubAllGlobals());

const statuses = [10, 20, 30, 40, 51, 52, 53] as const;
const dashboard = {
  statusCounts: statuses.map((status, i) => ({ status, statusText: `S${status}`, count: i * 2 })),
  waitingLongest: [{ id: 7, name: 'Old SSRF', status: 10 as const, statusText: 'Unreviewed', submitTime: '2026-09-01 10:00:00', waitingHours: 9842, assignee: null }],
  weeks: [
    { weekStart: '2026-11-09', total: 3, counts: [1, 0, 2, 0, 0, 0, 0] },
    { weekStart: '2026-11-16', total: 1, counts: [0, 1, 0, 0, 0, 0, 0] },
  ],
  months: [
    { month: '2026-10', firstResponseHours: 5.5, ratingHours: null, coinsAwarded: 120 },
    { month: '2026-11', firstResponseHours: 3, ratingHours: 20, coinsAwarded: -4 },
  ],
};

const clocks = (share: number | null, median: number | null) =>
  (['firstResponse', 'rating', 'reward', 'resolution'] as const).map((clock) => ({ clock, medianHours: median, within: share === null ? 0 : 3, judged: share === null ? 0 : 4, share }));
const sla = {
  months: [
    { month: '2026-09', reports: 2, clocks: clocks(1, 50) },
    { month: '2026-10', reports: 4, clocks: clocks(0.75, 20.5) },
    { month: '2026-11', reports: 1, clocks: clocks(null, null) },
  ],
};

describe('dashboard', () => {
  it('links each status count to the filtered queue and lists the reports waiting longest (English)', async () => {
    stubApi().get('/v2/admin/api/dashboard', dashboard).get('/v2/admin/api/dashboard/sla', sla);
    renderWithApp(<DashboardPage />, { lang: 'en', path: '/v2/admin' });
    const link = await screen.findByRole('link', { name: 'S20: 2, open the queue' });
    expect(link.getAttribute('href')).toBe('/v2/bugs?status=20');
    expect(screen.getByRole('link', { name: '#7 Old SSRF' }).getAttribute('href')).toBe('/v2/bugs/7');
    // A long wait in days and hours.
    expect(screen.getByText('410 d 2 h')).toBeTruthy();
    expect(await screen.findByRole('img', { name: /stacked by current status/ })).toBeTruthy();
  }, 20_000);

  it('shows each month’s SLA medians and share within target, the newest month first, a low share in red', async () => {
    stubApi().get('/v2/admin/api/dashboard', dashboard).get('/v2/admin/api/dashboard/sla', sla);
    renderWithApp(<DashboardPage />, { lang: 'en', path: '/v2/admin' });
    const table = await screen.findByTestId('sla-months');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getByText('First response')).toBeTruthy();
    expect(within(rows[1]!).getByText('2026-11')).toBeTruthy();
    expect(within(rows[1]!).getAllByText('none decided yet')).toHaveLength(4);
    expect(within(rows[2]!).getAllByText('median 20.5 h')).toHaveLength(4);
    expect(within(rows[2]!).getAllByText('75 % in target (3/4)')).toHaveLength(4);
    expect(within(rows[3]!).getAllByText('median 2 d 2 h')).toHaveLength(4);
  }, 20_000);

  it('shows the error in Chinese', async () => {
    stubApi().fail('/v2/admin/api/dashboard', 4003, '无权限');
    renderWithApp(<DashboardPage />, { lang: 'zh', path: '/v2/admin' });
    expect(await screen.findByText('无权限')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '概览' })).toBeTruthy();
  }, 20_000);

  it('lists each staff member’s handled reports and medians in Chinese, a member with none as dashes', async () => {
    signInStaff(['viewer']);
    stubApi()
      .get('/v2/admin/api/dashboard', dashboard)
      .get('/v2/admin/api/dashboard/sla', sla)
      .get('/v2/admin/api/dashboard/staff', {
        days: 90,
        staff: [
          { staff: { userId: 2, nickname: '小张', portrait: '/p.png' }, reportsHandled: 14, firstResponses: 9, firstResponseHours: 6.5, ratings: 7, ratingHours: 40 },
          { staff: { userId: 4, nickname: '小王', portrait: '/p.png' }, reportsHandled: 0, firstResponses: 0, firstResponseHours: null, ratings: 0, ratingHours: null },
        ],
      });
    renderWithApp(<DashboardPage />, { lang: 'zh', path: '/v2/admin' });
    const table = await screen.findByTestId('staff-figures');
    expect(screen.getAllByText('近 90 天工作人员统计').length).toBeGreaterThan(0);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('小张')).toBeTruthy();
    expect(within(rows[1]!).getByText('14')).toBeTruthy();
    expect(within(rows[1]!).getByText('6.5 小时（9 个的中位数）')).toBeTruthy();
    expect(within(rows[1]!).getByText('1 天 16 小时（7 个的中位数）')).toBeTruthy();
    expect(within(rows[2]!).getAllByText('—')).toHaveLength(2);
  }, 20_000);

  it('keeps the rest of the dashboard when the staff figures fail', async () => {
    signInStaff();
    stubApi().get('/v2/admin/api/dashboard', dashboard).get('/v2/admin/api/dashboard/sla', sla).fail('/v2/admin/api/dashboard/staff', 5000, 'Server error');
    renderWithApp(<DashboardPage />, { lang: 'en', path: '/v2/admin' });
    expect(await screen.findByText('Server error')).toBeTruthy();
    expect(screen.getByTestId('sla-months')).toBeTruthy();
  }, 20_000);

  it('neither shows nor asks for the staff figures for a role that may not read them (a triager)', async () => {
    signInStaff(['triager']);
    const api = stubApi().get('/v2/admin/api/dashboard', dashboard).get('/v2/admin/api/dashboard/sla', sla);
    renderWithApp(<DashboardPage />, { lang: 'zh', path: '/v2/admin' });
    await screen.findByTestId('sla-months');
    expect(screen.queryByText('近 90 天工作人员统计')).toBeNull();
    expect(api.requests.map((u) => u.pathname)).not.toContain('/v2/admin/api/dashboard/staff');
  }, 20_000);

  it('warns about security.txt only when it expires within 30 days, in English and in Chinese', async () => {
    const status = (expiresSoon: boolean, signed = true) => ({ url: 'https://src.example.com/.well-known/security.txt', expiresTime: '2026-12-10 08:00:00', expiresSoon, signed });
    stubApi().get('/v2/admin/api/dashboard', dashboard).get('/v2/admin/api/dashboard/sla', sla).get('/v2/admin/api/security-txt', status(true));
    const en = renderWithApp(<DashboardPage />, { lang: 'en', path: '/v2/admin' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('security.txt expires 2026-12-10 08:00:00')).toBeTruthy();
    expect(alert.textContent).toContain('renew the key (SECURITY_TXT_PGP_KEY_FILE)');
    expect(within(alert).getByRole('link', { name: 'https://src.example.com/.well-known/security.txt' }).getAttribute('href')).toBe('https://src.example.com/.well-known/security.txt');
    en.unmount();

    stubApi().get('/v2/admin/api/dashboard', dashboard).get('/v2/admin/api/dashboard/sla', sla).get('/v2/admin/api/security-txt', status(true, false));
    const zh = renderWithApp(<DashboardPage />, { lang: 'zh', path: '/v2/admin' });
    const zhAlert = await screen.findByRole('alert');
    expect(within(zhAlert).getByText('security.txt 将于 2026-12-10 08:00:00 过期')).toBeTruthy();
    expect(zhAlert.textContent).toContain('请在此之前检查服务器配置。');
    zh.unmount();

    // Further away than 30 days: nothing.
    const api = stubApi().get('/v2/admin/api/dashboard', dashboard).get('/v2/admin/api/dashboard/sla', sla).get('/v2/admin/api/security-txt', status(false));
    renderWithApp(<DashboardPage />, { lang: 'en', path: '/v2/admin' });
    await screen.findByTestId('sla-months');
    await waitFor(() => expect(api.requests.some((u) => u.pathname === '/v2/admin/api/security-txt')).toBe(true));
    expect(screen.queryByText(/security\.txt expires/)).toBeNull();
  }, 20_000);

  it('chart options: one stacked series per status; months keep gaps where no median exists', () => {
    const weeks = weeksOption(dashboard.weeks, { statuses: statuses.map(String) });
    expect(weeks.series).toHaveLength(7);
    expect(weeks.series[0]).toMatchObject({ name: '10', stack: 'status', data: [1, 0] });
    expect(weeks.xAxis.data).toEqual(['11-09', '11-16']);
    const months = monthsOption(dashboard.months, { firstResponse: 'f', rating: 'r', hours: 'h', coins: 'c' });
    expect(months.series.map((s) => s.data)).toEqual([
      [5.5, 3],
      [null, 20],
      [120, -4],
    ]);
  });
});
