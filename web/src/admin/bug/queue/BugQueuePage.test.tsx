import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { stubApi } from '../../../test/apiStub';
import { renderWithApp } from '../../../test/render';
import { BugQueuePage } from './BugQueuePage';

afterEach(() => vi.unstubAllGlobals());

const SLOW = 20_000;
const row = (id: number, urged: boolean) => ({
  id,
  name: `Report ${id}`,
  level: 3 as const,
  status: 20 as const,
  statusText: 'Under review',
  mainTypeText: 'Application',
  submitTime: '2026-10-28 09:12:45',
  reporter: { userId: 3, nickname: 'LiTheHunter', portrait: '/p.png' },
  rewardCoins: 0,
  urged,
  assignee: null,
  unreadReply: false,
  lastReporterReplyTime: null,
  slaNextClock: 'firstResponse' as const,
  slaDueTime: '2026-11-05 10:00:00',
  slaBreached: false,
  needsInfo: false,
});

/** The queue as the console mounts it: nested under /admin (inside the site's /v2). */
function renderQueue(search: string, lang: 'zh' | 'en' = 'en') {
  return renderWithApp(
    <Route path="/admin" nest>
      <Route path="/bugs" component={BugQueuePage} />
    </Route>,
    { lang, path: '/v2/admin/bugs', search },
  );
}

const queueRequests = (api: ReturnType<typeof stubApi>) => api.requests.filter((u) => u.pathname === '/v2/admin/api/bug');
const lastAddress = (location: { history: string[] }) => new URLSearchParams(location.history.at(-1)!.split('?')[1]);

describe('triage queue', () => {
  it(
    'sorts by time left on request and marks a breached report, with the time overdue (Chinese)',
    async () => {
      const api = stubApi().get('/v2/admin/api/bug', {
        total: 2,
        bugs: [
          { ...row(14, false), slaBreached: true, slaNextClock: 'rating' as const, slaDueTime: '2020-01-01 08:00:00' },
          { ...row(13, false), slaNextClock: null, slaDueTime: null },
          { ...row(15, false), needsInfo: true, slaNextClock: 'rating' as const, slaDueTime: '2020-01-01 08:00:00' },
        ],
      });
      renderQueue('sort=time-left', 'zh');
      const link = await screen.findByRole('link', { name: 'Report 14' });
      expect(queueRequests(api)[0]!.searchParams.get('sort')).toBe('time-left');
      const breached = link.closest('tr')!;
      expect(within(breached).getByTestId('sla-breached').textContent).toBe('已超时');
      expect(within(breached).getByText(/^评级：已超 \d+ 天 \d+ 小时$/)).toBeTruthy();
      expect(within(breached).getByText('截止 2020-01-01 08:00:00')).toBeTruthy();
      const calm = screen.getByRole('link', { name: 'Report 13' }).closest('tr')!;
      expect(within(calm).queryByTestId('sla-breached')).toBeNull();
      expect(within(calm).getByText('无进行中的计时')).toBeTruthy();
      // Waiting for the researcher: the clock is paused, so no time left or overdue is counted.
      const waiting = screen.getByRole('link', { name: 'Report 15' }).closest('tr')!;
      expect(within(waiting).getByTestId('sla-paused').textContent).toBe('评级：已暂停，等待研究者补充信息');
      expect(within(waiting).queryByText(/已超|剩/)).toBeNull();
    },
    SLOW,
  );

  it(
    'sends the address filters, links each row to its review and the export carries the same filters',
    async () => {
      const api = stubApi().get('/v2/admin/api/bug', {
        total: 2,
        bugs: [row(12, true), { ...row(11, false), unreadReply: true, assignee: { userId: 2, nickname: 'ZhangOps', portrait: '/s.png' } }],
      });
      renderQueue('status=20&level=3&keyword=sql&userId=3&startTime=2026-10-01&endTime=2026-10-31&assigned=me&unreadReply=true&sort=waiting&page=2&language=en');
      const link = await screen.findByRole('link', { name: 'Report 12' });
      expect(link.getAttribute('href')).toBe('/v2/admin/bugs/12?language=en');
      expect(screen.getAllByText('Urged')).toHaveLength(1);
      expect(screen.getAllByText('New researcher reply')).toHaveLength(1);
      expect(screen.getByText('ZhangOps')).toBeTruthy();
      const sent = Object.fromEntries(queueRequests(api)[0]!.searchParams);
      expect(sent).toMatchObject({
        status: '20',
        level: '3',
        keyword: 'sql',
        userId: '3',
        startTime: '2026-10-01',
        endTime: '2026-10-31',
        assigned: 'me',
        unreadReply: 'true',
        sort: 'waiting',
        page: '2',
        pageSize: '20',
      });
      const exportLink = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!;
      expect(exportLink.startsWith('/v2/admin/api/bug-export?')).toBe(true);
      expect(Object.fromEntries(new URLSearchParams(exportLink.split('?')[1]))).toEqual({
        status: '20',
        level: '3',
        keyword: 'sql',
        userId: '3',
        startTime: '2026-10-01',
        endTime: '2026-10-31',
        assigned: 'me',
        unreadReply: 'true',
        sort: 'waiting',
        language: 'en',
      });
    },
    SLOW,
  );

  it(
    'puts a changed filter into the address (back to page 1) and into the next request',
    async () => {
      const api = stubApi().get('/v2/admin/api/bug', { total: 1, bugs: [row(12, false)] });
      const { location } = renderQueue('page=3&language=en');
      await screen.findByRole('link', { name: 'Report 12' });
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: '10' } });
      await waitFor(() => expect(lastAddress(location).get('status')).toBe('10'));
      expect(lastAddress(location).has('page')).toBe(false);
      fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'urged' } });
      await waitFor(() => expect(lastAddress(location).get('sort')).toBe('urged'));
      fireEvent.change(screen.getByLabelText('Search name or id'), { target: { value: 'xss' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(lastAddress(location).get('keyword')).toBe('xss'));
      await waitFor(() => expect(queueRequests(api).at(-1)!.searchParams.get('keyword')).toBe('xss'));
      expect(queueRequests(api).at(-1)!.searchParams.get('status')).toBe('10');
      expect(queueRequests(api).at(-1)!.searchParams.get('sort')).toBe('urged');
      expect(queueRequests(api).at(-1)!.searchParams.get('page')).toBe('1');
    },
    SLOW,
  );

  it(
    'filters by one researcher picked by nickname (listPickerUsers), and clears the pick',
    async () => {
      const api = stubApi()
        .get('/v2/admin/api/bug', { total: 1, bugs: [row(12, false)] })
        .get('/v2/admin/api/uic-user', (url) => ({
          users: url.searchParams.get('keyword') === 'Li' ? [{ userId: 3, nickname: 'LiTheHunter', passname: 'li@example.org', username: null, departmentName: null }] : [],
        }));
      const { location } = renderQueue('language=en');
      await screen.findByRole('link', { name: 'Report 12' });
      fireEvent.change(screen.getByLabelText('One researcher'), { target: { value: 'Nobody' } });
      expect(await screen.findByText('No such user')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('One researcher'), { target: { value: 'Li' } });
      fireEvent.click(await screen.findByRole('button', { name: 'LiTheHunter · li@example.org' }));
      await waitFor(() => expect(lastAddress(location).get('userId')).toBe('3'));
      await waitFor(() => expect(queueRequests(api).at(-1)!.searchParams.get('userId')).toBe('3'));
      expect(screen.getByText('One researcher: LiTheHunter (#3)')).toBeTruthy();
      // One search per settled keyword (the picker waits for a pause in typing).
      expect(api.requests.filter((u) => u.pathname === '/v2/admin/api/uic-user').map((u) => u.searchParams.get('keyword'))).toEqual(['Nobody', 'Li']);
      fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
      await waitFor(() => expect(lastAddress(location).has('userId')).toBe(false));
    },
    SLOW,
  );

  it('offers the regulator-overdue filter only while the regulator clock is on', async () => {
    const regulator = (enabled: boolean) => ({ settings: { regulatorClock: { enabled, hours: 48 } } }) as never;
    let api = stubApi()
      .get('/v2/admin/api/bug', { total: 1, bugs: [row(31, false)] })
      .get('/v2/admin/api/settings', regulator(false));
    const first = renderQueue('');
    await screen.findByRole('link', { name: 'Report 31' });
    await waitFor(() => expect(api.requests.some((u) => u.pathname === '/v2/admin/api/settings')).toBe(true));
    expect(screen.queryByText('Regulator report overdue only')).toBeNull();
    first.unmount();
    api = stubApi()
      .get('/v2/admin/api/bug', { total: 1, bugs: [row(31, false)] })
      .get('/v2/admin/api/settings', regulator(true));
    const { location } = renderQueue('');
    fireEvent.click(await screen.findByText('Regulator report overdue only'));
    await waitFor(() => expect(lastAddress(location).get('regulatorOverdue')).toBe('true'));
    await waitFor(() => expect(queueRequests(api).at(-1)!.searchParams.get('regulatorOverdue')).toBe('true'));
  });

  it(
    'tags a report waiting for the researcher and filters by waiting and by missed target (Chinese)',
    async () => {
      const api = stubApi().get('/v2/admin/api/bug', { total: 2, bugs: [{ ...row(21, false), needsInfo: true }, row(22, false)] });
      const { location } = renderQueue('missedTarget=true', 'zh');
      const waiting = (await screen.findByRole('link', { name: 'Report 21' })).closest('tr')!;
      expect(within(waiting).getByText('等待研究员补充')).toBeTruthy();
      expect(within(screen.getByRole('link', { name: 'Report 22' }).closest('tr')!).queryByText('等待研究员补充')).toBeNull();
      expect(queueRequests(api)[0]!.searchParams.get('missedTarget')).toBe('true');
      fireEvent.click(screen.getByText('只看等待研究员补充'));
      await waitFor(() => expect(lastAddress(location).get('needsInfo')).toBe('true'));
      await waitFor(() => expect(queueRequests(api).at(-1)!.searchParams.get('needsInfo')).toBe('true'));
      expect(queueRequests(api).at(-1)!.searchParams.get('missedTarget')).toBe('true');
      fireEvent.click(screen.getByText('只看 SLA 超时'));
      await waitFor(() => expect(lastAddress(location).has('missedTarget')).toBe(false));
    },
    SLOW,
  );

  it(
    'leaves out address values the contract would refuse',
    async () => {
      const api = stubApi().get('/v2/admin/api/bug', { total: 0, bugs: [] });
      renderQueue('status=99&level=x&userId=-4&startTime=yesterday&assigned=you&urged=maybe&needsInfo=1&missedTarget=yes&sort=random&language=en');
      expect(await screen.findByText('No reports match these filters')).toBeTruthy();
      const sent = Object.fromEntries(queueRequests(api)[0]!.searchParams);
      expect(Object.keys(sent).sort()).toEqual(['language', 'page', 'pageSize']);
    },
    SLOW,
  );

  it(
    'shows the empty state in Chinese',
    async () => {
      stubApi().get('/v2/admin/api/bug', { total: 0, bugs: [] });
      renderQueue('', 'zh');
      expect(await screen.findByText('没有符合条件的漏洞报告')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: '漏洞审核' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'shows the error with a retry',
    async () => {
      stubApi().fail('/v2/admin/api/bug', 1001, 'keyword: too long');
      renderQueue('language=en');
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('keyword: too long')).toBeTruthy();
      expect(within(alert).getByRole('button', { name: /retry/i })).toBeTruthy();
    },
    SLOW,
  );
});
