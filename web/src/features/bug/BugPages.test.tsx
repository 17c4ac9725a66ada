import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { BugDetailPage } from './BugDetailPage';
import { BugLog } from './BugLog';
import { MyBugsPage } from './MyBugsPage';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const bug = (over: Partial<components['schemas']['BugDetail']> = {}): components['schemas']['BugDetail'] => ({
  id: 12,
  name: 'Stored XSS in profile',
  infoRequest: null,
  level: 2,
  link: 'https://app.example/profile',
  detail: '<p>steps</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
  attachments: [{ url: '/v2/api/file/20261120-abc123.pdf', name: 'poc.pdf', size: 1536 }],
  dataPkg: null,
  mainType: 3,
  subType: 1,
  mainTypeText: 'Application',
  subTypeText: 'XSS',
  harmfulResults: 11,
  harmfulResultsText: '',
  activityId: null,
  activityTitle: null,
  status: 40,
  statusText: '',
  submitTime: '2026-11-01 10:00:00',
  firstKill: true,
  intelligenceValue: 0,
  auditLevel: 3,
  rewardCoins: 30,
  multiplier: 1,
  baseCoins: 30,
  highQuality: false,
  appName: null,
  appVersion: null,
  appSource: null,
  appLink: null,
  closure: null,
  canResubmit: false,
  cvss: null,
  auditCvss: null,
  recheck: null,
  disclosure: null,
  canRequestDisclosure: false,
  cveRequest: null,
  canRequestCve: false,
  sla: {
    clocks: [
      { clock: 'firstResponse', state: 'met', level: 2, targetHours: 48, dueTime: '2026-11-04 10:30:00', stopTime: '2026-11-02 15:00:00', elapsedHours: 4.5 },
      { clock: 'rating', state: 'breached', level: 2, targetHours: 168, dueTime: '2026-11-09 10:30:00', stopTime: null, elapsedHours: 200 },
      { clock: 'reward', state: 'running', level: 2, targetHours: 240, dueTime: '2026-11-12 10:30:00', stopTime: null, elapsedHours: 200 },
      { clock: 'resolution', state: 'running', level: 2, targetHours: 1440, dueTime: '2027-01-01 10:30:00', stopTime: null, elapsedHours: 200 },
    ],
    nextClock: 'rating',
    nextDueTime: '2026-11-09 10:30:00',
    breached: true,
  },
  ...over,
});

function stubDetail(detail = bug(), urgeState: 0 | 1 | 2 | 3 | (() => 0 | 1 | 2 | 3) = 3) {
  return stubApi()
    .get('/v2/api/bug/{id}', { bug: detail })
    .get('/v2/api/bug/{id}/urge', () => ({ state: typeof urgeState === 'function' ? urgeState() : urgeState, afterDays: 7 }))
    .get('/v2/api/bug/{id}/comment', {
      total: 1,
      comments: [{ id: 1, author: { nickname: 'Security team', portrait: '', isStaff: true }, content: 'Thanks, looking.', createTime: '2026-11-02 09:00:00' }],
    })
    .get('/v2/api/log', { total: 1, logs: [{ id: 1, time: '2026-11-01 10:00:00', action: 'submit', text: 'Report submitted', operator: 'ada', details: {}, note: null }] });
}

describe('vulnerability records', () => {
  it('sends the chosen filters and exports with the same ones', async () => {
    const api = stubApi().get('/v2/api/my/bugs', { total: 0, bugs: [] });
    window.history.replaceState(null, '', '/v2/user/bugs?language=en');
    renderWithApp(<MyBugsPage />, { lang: 'en' });
    expect(await screen.findByText('No reports yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Search name or link'), { target: { value: 'xss' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.requests.at(-1)?.searchParams.get('status')).toBe('30'));
    expect(api.requests.at(-1)?.searchParams.get('keyword')).toBe('xss');
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toBe('/v2/api/my/bugs/export?status=30&keyword=xss&language=en');
  });
});

describe('bug detail', () => {
  it('shows the fields, marks the re-check step and never runs script from the detail', async () => {
    stubDetail();
    renderWithApp(<BugDetailPage params={{ id: '12' }} />, { lang: 'en' });
    expect(await screen.findByText('Stored XSS in profile')).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Review progress' });
    expect(within(steps).getByText('Re-check').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('poc.pdf (1.5 KB)').getAttribute('href')).toBe('/v2/api/file/20261120-abc123.pdf');
    expect(document.querySelector('.rich-content script')).toBeNull();
    expect(document.querySelector('.rich-content img')?.getAttribute('onerror')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    expect(await screen.findByText('Thanks, looking.')).toBeTruthy();
    expect(await screen.findByText('Report submitted')).toBeTruthy();
  });

  it("says 'bug abnormal' with the reason and a retry when the report cannot be read (zh)", async () => {
    stubApi().fail('/v2/api/bug/{id}', 1002, '漏洞不存在');
    renderWithApp(<BugDetailPage params={{ id: '12' }} />, { lang: 'zh' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(within(alert).getByText('漏洞异常')).toBeTruthy();
    expect(within(alert).getByText('漏洞不存在')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('offers the re-check answers while awaiting re-check and posts the confirmed one', async () => {
    const api = stubDetail().post('/v2/api/bug/{id}/recheck', { status: 51 });
    renderWithApp(<BugDetailPage params={{ id: '12' }} />, { lang: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Fixed' }));
    expect(await screen.findByText('Confirm the flaw is fixed? The flow will end.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.posts.map((p) => p.form.get('answer'))).toEqual(['fixed']));
  });

  it('offers resubmission only when the server allows it', async () => {
    stubDetail(bug({ status: 53, canResubmit: false }));
    renderWithApp(<BugDetailPage params={{ id: '12' }} />, { lang: 'en' });
    expect(await screen.findByText('Stored XSS in profile')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resubmit' })).toBeNull();
  });

  it('resubmits a report finished as not fixed with a required note (zh)', async () => {
    const api = stubDetail(bug({ status: 53, canResubmit: true })).post('/v2/api/bug/{id}/resubmit', { status: 20 });
    renderWithApp(<BugDetailPage params={{ id: '12' }} />, { lang: 'zh' });
    fireEvent.click(await screen.findByRole('button', { name: '重新提交' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认重新提交' }));
    expect(await within(dialog).findByText('请说明重新提交的原因')).toBeTruthy();
    const note = within(dialog).getByLabelText(/重新提交说明/);
    fireEvent.change(note, { target: { value: '字'.repeat(501) } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认重新提交' }));
    expect(await within(dialog).findByText('说明最多500个字')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(note, { target: { value: '  换个参数仍可复现  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认重新提交' }));
    await waitFor(() => expect(api.posts.map((p) => [p.path, p.form.get('note')])).toEqual([['/v2/api/bug/12/resubmit', '换个参数仍可复现']]));
  });

  it("shows the server's refusal of a resubmission", async () => {
    const api = stubDetail(bug({ status: 53, canResubmit: true })).fail('/v2/api/bug/{id}/resubmit', 1006, 'This report was resubmitted once already; please submit a new report');
    renderWithApp(<BugDetailPage params={{ id: '12' }} />, { lang: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Resubmit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Why resubmit/), { target: { value: 'still there' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resubmit' }));
    expect(await within(dialog).findByText('This report was resubmitted once already; please submit a new report')).toBeTruthy();
    expect(api.posts).toHaveLength(1);
  });

  it('enables urging only in state 1 and keeps replies to 500 characters', async () => {
    // The server answers state 2 once the report was urged today.
    const urged = (): boolean => api.posts.some((p: { path: string }) => p.path.endsWith('/urge'));
    const api = stubDetail(bug({ status: 20 }), () => (urged() ? 2 : 1))
      .post('/v2/api/bug/{id}/urge', { state: 2, afterDays: 7 })
      .post('/v2/api/bug/{id}/comment', { id: 2 });
    renderWithApp(<BugDetailPage params={{ id: '12' }} />, { lang: 'zh' });
    fireEvent.click(await screen.findByRole('button', { name: '催审' }));
    await waitFor(() => expect(api.posts.map((p) => p.path)).toEqual(['/v2/api/bug/12/urge']));
    expect(await screen.findByRole('button', { name: '今日已催审' })).toBeTruthy();
    const reply = screen.getByLabelText('回复内容');
    fireEvent.change(reply, { target: { value: '字'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByText('回复最多500个字')).toBeTruthy();
    expect(api.posts).toHaveLength(1);
    fireEvent.change(reply, { target: { value: '补充了复现视频' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(api.posts.at(-1)?.form.get('content')).toBe('补充了复现视频'));
  });
});

describe('bug detail: operation history', () => {
  it('loads 10 entries at a time (the log page size of docs/rules.md#calls)', async () => {
    const entry = (id: number) => ({ id, time: '2026-11-01 10:00:00', action: 'submit' as const, text: `Entry ${id}`, operator: 'ada', details: {}, note: null });
    const api = stubApi().get('/v2/api/log', (url) => {
      const page = Number(url.searchParams.get('page'));
      return { total: 12, logs: Array.from({ length: page === 1 ? 10 : 2 }, (_, i) => entry((page - 1) * 10 + i + 1)) };
    });
    renderWithApp(<BugLog bugId={12} />, { lang: 'en' });
    expect(await screen.findByText('Entry 10', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText('Entry 11')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Entry 12', {}, { timeout: 5_000 })).toBeTruthy();
    expect(api.requests.map((u) => [u.searchParams.get('bugId'), u.searchParams.get('page'), u.searchParams.get('pageSize')])).toEqual([
      ['12', '1', '10'],
      ['12', '2', '10'],
    ]);
  });
});

describe('bug detail: SLA clocks (docs/rules.md#sla-clocks)', () => {
  it("shows each clock's state, time against target and due or done time, as the server judged them", async () => {
    stubDetail();
    window.history.replaceState(null, '', '/v2/user/bug/12?language=en');
    renderWithApp(<BugDetailPage params={{ id: '12' }} />, { lang: 'en' });
    const rating = await screen.findByTestId('sla-rating');
    expect(within(rating).getByText('Breached')).toBeTruthy();
    expect(within(rating).getByText('8 d 8 h of 7 d')).toBeTruthy();
    expect(within(rating).getByText('Due 2026-11-09 10:30:00')).toBeTruthy();
    const first = screen.getByTestId('sla-firstResponse');
    expect(within(first).getByText('Met')).toBeTruthy();
    expect(within(first).getByText('4.5 h of 2 d')).toBeTruthy();
    expect(within(first).getByText('Done 2026-11-02 15:00:00')).toBeTruthy();
    expect(within(screen.getByTestId('sla-reward')).getByText('Running')).toBeTruthy();
  });
});

describe('bug detail: staff asked for more information', () => {
  const asked = () =>
    bug({
      infoRequest: { question: '请说明使用的浏览器版本。', requestTime: '2026-11-03 09:00:00' },
      sla: {
        clocks: [
          { clock: 'firstResponse', state: 'met', level: 2, targetHours: 48, dueTime: '2026-11-04 10:30:00', stopTime: '2026-11-03 09:00:00', elapsedHours: 22.5 },
          { clock: 'rating', state: 'paused', level: 2, targetHours: 168, dueTime: '2026-11-12 10:30:00', stopTime: null, elapsedHours: 22.5 },
          { clock: 'reward', state: 'paused', level: 2, targetHours: 240, dueTime: '2026-11-15 10:30:00', stopTime: null, elapsedHours: 22.5 },
          { clock: 'resolution', state: 'paused', level: 2, targetHours: 1440, dueTime: '2027-01-04 10:30:00', stopTime: null, elapsedHours: 22.5 },
        ],
        nextClock: 'rating',
        nextDueTime: '2026-11-12 10:30:00',
        breached: false,
      },
    });

  it('shows the question, the paused clocks, and takes the researcher to the reply box (zh)', async () => {
    stubDetail(asked());
    renderWithApp(<BugDetailPage params={{ id: '12' }} />, { lang: 'zh' });
    const banner = await screen.findByTestId('info-request');
    expect(within(banner).getByText('安全团队需要你补充信息')).toBeTruthy();
    expect(within(banner).getByText('请说明使用的浏览器版本。')).toBeTruthy();
    const rating = screen.getByTestId('sla-rating');
    expect(within(rating).getByText('已暂停')).toBeTruthy();
    expect(within(rating).getByText('自 2026-11-03 09:00:00 起暂停，等待你的补充')).toBeTruthy();
    const reply = await screen.findByRole('textbox', { name: /回复/ });
    fireEvent.click(within(banner).getByRole('button', { name: '立即回复' }));
    expect(document.activeElement).toBe(reply);
  });

  it('shows no banner when staff wait for nothing (en)', async () => {
    stubDetail();
    renderWithApp(<BugDetailPage params={{ id: '12' }} />, { lang: 'en' });
    expect(await screen.findByText('Stored XSS in profile')).toBeTruthy();
    expect(screen.queryByTestId('info-request')).toBeNull();
    expect(screen.queryByText('The security team asked for more information')).toBeNull();
  });
});

describe('bug detail: CVSS and public disclosure', () => {
  it('shows both CVSS assessments with the server’s scores', async () => {
    const cvss = { vector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:A/VC:N/VI:N/VA:N/SC:L/SI:L/SA:N', score: 5.1, severity: 'medium' as const };
    stubDetail(bug({ cvss, auditCvss: null }));
    renderWithApp(<BugDetailPage params={{ id: '12' }} />, { lang: 'en' });
    // The severity's label follows the page language (the address's, zh here): the score is what matters.
    expect(await screen.findByText(/^5\.1 · /)).toBeTruthy();
    expect(screen.getByText(cvss.vector)).toBeTruthy();
  });

  it('asks for disclosure only when the server allows it, and posts the note and the anonymous choice', async () => {
    const api = stubDetail(bug({ status: 51, canRequestDisclosure: true })).post('/v2/api/bug/{id}/disclosure', { status: 'pending' });
    renderWithApp(<BugDetailPage params={{ id: '12' }} />, { lang: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Request public disclosure' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Note to staff (optional, not public)'), { target: { value: ' fixed in 2.3 ' } });
    const anonymous = within(dialog).getByRole('checkbox', { name: 'Publish it anonymously (without my nickname)' });
    fireEvent.click(anonymous);
    await waitFor(() => expect(anonymous.closest('label')?.getAttribute('data-state')).toBe('checked'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect([api.posts[0]!.path, Object.fromEntries(api.posts[0]!.form)]).toEqual(['/v2/api/bug/12/disclosure', { note: 'fixed in 2.3', anonymous: 'true' }]);
  }, 20_000);

  it('asks for a CVE once the server allows it, then shows the request instead of the button (zh)', async () => {
    const api = stubDetail(bug({ status: 30, canRequestCve: true })).post('/v2/api/bug/{id}/cve-request', { requestTime: '2026-11-27 10:30:00', note: '用户众多' });
    const { unmount } = renderWithApp(<BugDetailPage params={{ id: '12' }} />, { lang: 'zh' });
    fireEvent.click(await screen.findByRole('button', { name: '申请 CVE' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/给工作人员的说明/), { target: { value: ' 用户众多 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect([api.posts[0]!.path, Object.fromEntries(api.posts[0]!.form)]).toEqual(['/v2/api/bug/12/cve-request', { note: '用户众多' }]);
    unmount();
    stubDetail(bug({ status: 30, cveRequest: { requestTime: '2026-11-27 10:30:00', note: '' }, canRequestCve: false }));
    renderWithApp(<BugDetailPage params={{ id: '12' }} />, { lang: 'en' });
    expect(await screen.findByText('CVE requested 2026-11-27 10:30:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request a CVE' })).toBeNull();
  }, 20_000);

  it('shows a refused request with its reason (zh) and no button when it may not be asked', async () => {
    const disclosure = {
      id: 4,
      status: 'refused' as const,
      anonymous: false,
      note: '',
      refuseReason: '涉及未公开业务',
      requestTime: '2026-11-20 10:00:00',
      decideTime: '2026-11-21 10:00:00',
    };
    stubDetail(bug({ status: 51, disclosure, canRequestDisclosure: false }));
    renderWithApp(<BugDetailPage params={{ id: '12' }} />, { lang: 'zh' });
    expect(await screen.findByText('公开状态：已拒绝')).toBeTruthy();
    expect(screen.getByText('原因：涉及未公开业务')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '申请公开' })).toBeNull();
  });
});
