import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderWithApp } from '../../../test/render';
import { signInStaff } from '../../../test/staffSession';
import { BugActionLabels } from '@generated/enums';
import type { AdminBug, RegulatorClock } from '../api';
import { adminBug, coefficients } from '../bugFixture';
import { BugReviewPage } from './BugReviewPage';

// Signed in as someone other than ZhangOps (user 2), whom the assignment dialog lists by name.
const ME = 1;
beforeEach(() => signInStaff(['owner'], ME));
afterEach(() => vi.unstubAllGlobals());

const SLOW = 20_000;
// The report is in English: the picker asks for its English set, then the Chinese one (none here).
const SAVED = { id: 4, title: 'Need the request', content: 'Please attach the full request.', language: 'en' as const, createTime: '2026-10-01 10:00:00', updateTime: '2026-10-01 10:00:00' };

function stub() {
  return stubApi()
    .get('/v2/admin/api/bug/{id}', { bug: adminBug() })
    .get('/v2/api/business-coefficient', { coefficients })
    .get('/v2/admin/api/bug/{id}/comment', {
      total: 3,
      comments: [
        { id: 1, author: { userId: 5, nickname: 'WangSec', portrait: '/p.png', isStaff: false }, content: 'Any update?', createTime: '2026-10-26 10:00:00', internal: false },
        { id: 2, author: { userId: 2, nickname: 'ZhangOps', portrait: '/s.png', isStaff: true }, content: 'Looking at it.', createTime: '2026-10-26 11:00:00', internal: false },
        { id: 3, author: { userId: 2, nickname: 'ZhangOps', portrait: '/s.png', isStaff: true }, content: 'Probably a duplicate of #9.', createTime: '2026-10-26 11:05:00', internal: true },
      ],
    })
    .get('/v2/admin/api/bug/{id}/log', {
      total: 3,
      logs: [
        {
          id: 3,
          time: '2026-10-25 18:00:00',
          action: 'confirm',
          text: 'Confirmed: level Medium; coins 12 (+12). Note: Good find',
          operator: 'ZhangOps',
          staffOnly: false,
          details: { level: 2, coins: 12, coinsDelta: 12 },
          note: 'Good find',
        },
        { id: 2, time: '2026-10-25 17:30:00', action: 'assign', text: 'Assigned to ZhangOps', operator: 'ZhangOps', staffOnly: true, details: { assignee: 'ZhangOps' }, note: null },
        { id: 1, time: '2026-10-25 17:00:00', action: 'start', text: 'Review started', operator: 'ZhangOps', staffOnly: false, details: {}, note: null },
      ],
    })
    .get('/v2/admin/api/common-response', (url) => (url.searchParams.get('responseLanguage') === 'en' ? { total: 1, responses: [SAVED] } : { total: 0, responses: [] }))
    .get('/v2/admin/api/bug/{id}/similar', { bugs: [{ id: 7, name: 'SQL injection in the order API', status: 30, statusText: 'Confirmed', submitTime: '2026-10-20 09:00:00', score: 0.64 }] })
    .get('/v2/admin/api/bug-assignees', { total: 1, staff: [{ userId: 2, nickname: 'ZhangOps', portrait: '/s.png', email: 'zhang@src.example.org', openAssigned: 4 }] })
    .put('/v2/admin/api/bug/{id}/presence', { viewers: [{ userId: 2, nickname: 'ZhangOps', portrait: '/s.png' }] })
    .delete('/v2/admin/api/bug/{id}/presence', {})
    .post('/v2/admin/api/bug/{id}/comment', { id: 9 })
    .post('/v2/admin/api/bug/{id}/assignee', { assignee: { userId: 2, nickname: 'ZhangOps', portrait: '/s.png' } });
}

/** The page's changes, its presence calls (touch on open, leave on close) left out. */
const writes = (api: ReturnType<typeof stubApi>) => api.posts.filter((p) => !p.path.endsWith('/presence'));

describe('report review', () => {
  it(
    'shows the sanitised report, its files, thread and log',
    async () => {
      const api = stub();
      const { container } = renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'en', path: '/v2/admin/bugs/11' });
      expect(await screen.findByText('Change the order id.')).toBeTruthy();
      expect(container.querySelector('[onerror]')).toBeNull();
      expect(screen.getByRole('link', { name: 'steps.pdf (178.9 KB)' }).getAttribute('href')).toBe('/v2/api/file/9f2c');
      expect(await screen.findByText('Looking at it.')).toBeTruthy();
      expect(await screen.findByText('Review started')).toBeTruthy();
      expect(screen.getByText('Staff only')).toBeTruthy();
      // The similar reports, each with its score, a link to its own review page.
      const similar = await screen.findByRole('list', { name: 'Similar reports' });
      expect(within(similar).getByRole('link', { name: '#7 SQL injection in the order API' }).getAttribute('href')).toMatch(/\/bugs\/7$/);
      expect(within(similar).getByText('64% alike')).toBeTruthy();
      // The log shows each entry's action, its facts and the note.
      const confirm = screen.getByText('Note: Good find').closest('li')!;
      expect(within(confirm).getByText('Confirmed')).toBeTruthy();
      expect(within(confirm).getByText('Level: Medium')).toBeTruthy();
      expect(within(confirm).getByText('Coins: 12 (+12)')).toBeTruthy();
      expect(screen.getByText('Assignee: ZhangOps')).toBeTruthy();
      expect(api.requests.some((u) => u.pathname === '/v2/admin/api/bug/11/log')).toBe(true);
    },
    SLOW,
  );

  it(
    'opens a screenshot of the report in the image preview, with its alt text',
    async () => {
      stub().get('/v2/admin/api/bug/{id}', { bug: adminBug({ detail: '<p>Steps:</p><img src="/v2/api/file/ab12" alt="the order page">' }) });
      renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'en', path: '/v2/admin/bugs/11' });
      fireEvent.click(await screen.findByAltText('the order page'));
      const dialog = await screen.findByRole('dialog', { name: 'Image preview' });
      await waitFor(() => expect(dialog.querySelector('.yarl__slide_current img')?.getAttribute('alt')).toBe('the order page'));
    },
    SLOW,
  );

  it(
    'marks internal notes unmistakably and posts one with the toggle',
    async () => {
      const api = stub();
      renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'en', path: '/v2/admin/bugs/11' });
      const note = (await screen.findByText('Probably a duplicate of #9.')).closest('li')!;
      expect(note.getAttribute('data-internal')).toBe('true');
      expect(note.textContent).toContain('Internal note');
      const reply = screen.getByText('Looking at it.').closest('li')!;
      expect(reply.getAttribute('data-internal')).toBeNull();
      expect(reply.textContent).not.toContain('Internal note');
      const toggle = screen.getByRole('checkbox', { name: 'Internal note (hidden from the researcher)' });
      fireEvent.click(toggle);
      await waitFor(() => expect(toggle.closest('label')?.getAttribute('data-state')).toBe('checked'));
      fireEvent.change(screen.getByLabelText('Internal note (security team only)'), { target: { value: 'Check with the payments team' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save internal note' }));
      await waitFor(() => expect(writes(api)).toHaveLength(1));
      expect(Object.fromEntries(writes(api)[0]!.form)).toEqual({ content: 'Check with the payments team', internal: 'true' });
    },
    SLOW,
  );

  it(
    'inserts a saved reply into the box, to be edited before sending',
    async () => {
      const api = stub();
      renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'en', path: '/v2/admin/bugs/11' });
      await screen.findByRole('option', { name: 'Need the request' });
      expect(api.requests.find((u) => u.pathname === '/v2/admin/api/common-response')!.searchParams.get('responseLanguage')).toBe('en');
      fireEvent.change(screen.getByLabelText('Insert a common response'), { target: { value: '4' } });
      const box = screen.getByLabelText('Reply to the researcher') as HTMLTextAreaElement;
      expect(box.value).toBe('Please attach the full request.');
      fireEvent.change(box, { target: { value: `${box.value} Thanks!` } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(writes(api)).toHaveLength(1));
      expect(Object.fromEntries(writes(api)[0]!.form)).toEqual({ content: 'Please attach the full request. Thanks!' });
    },
    SLOW,
  );

  it(
    'assigns the report to a picked staff member after confirming',
    async () => {
      const api = stub();
      renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'en', path: '/v2/admin/bugs/11' });
      fireEvent.click(await screen.findByRole('button', { name: 'Pick staff' }));
      const dialog = await screen.findByRole('dialog', { name: 'Assign the report' });
      await within(dialog).findByRole('option', { name: 'ZhangOps (zhang@src.example.org, 4 open)' });
      expect(writes(api)).toHaveLength(0);
      fireEvent.change(within(dialog).getByLabelText('Assignee'), { target: { value: '2' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(writes(api)).toHaveLength(1));
      expect(writes(api)[0]!.path).toBe('/v2/admin/api/bug/11/assignee');
      expect(Object.fromEntries(writes(api)[0]!.form)).toEqual({ assigneeId: '2' });
    },
    SLOW,
  );

  it(
    'counts the reply, refuses one over 500 characters and posts a valid one',
    async () => {
      const api = stub();
      renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'en', path: '/v2/admin/bugs/11' });
      const box = await screen.findByLabelText('Reply to the researcher');
      fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
      expect(screen.getByText('501/500 characters')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('At most 500 characters')).toBeTruthy();
      expect(writes(api)).toHaveLength(0);
      fireEvent.change(box, { target: { value: '  Fixed in the next release.  ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(writes(api)).toHaveLength(1));
      expect(writes(api)[0]!.path).toBe('/v2/admin/api/bug/11/comment');
      expect(Object.fromEntries(writes(api)[0]!.form)).toEqual({ content: 'Fixed in the next release.' });
    },
    SLOW,
  );

  it(
    'shows a missing report as an error',
    async () => {
      stubApi().fail('/v2/admin/api/bug/{id}', 1002, 'Not found');
      renderWithApp(<BugReviewPage params={{ id: '404' }} />, { lang: 'en', path: '/v2/admin/bugs/404' });
      expect(await screen.findByText('Not found')).toBeTruthy();
    },
    SLOW,
  );
});

describe('live review', () => {
  it(
    'shows who else has the report open, and says it is leaving when it closes',
    async () => {
      const api = stub();
      const { unmount } = renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'en', path: '/v2/admin/bugs/11' });
      expect((await screen.findByRole('status', { name: 'Other staff viewing this report' })).textContent).toContain('ZhangOps is viewing');
      expect(api.posts.filter((p) => p.method === 'PUT').map((p) => p.path)).toEqual(['/v2/admin/api/bug/11/presence']);
      unmount();
      await waitFor(() => expect(api.posts.some((p) => p.method === 'DELETE' && p.path === '/v2/admin/api/bug/11/presence')).toBe(true));
    },
    SLOW,
  );

  it(
    'names every other viewer in Chinese, and nobody when the reader is alone',
    async () => {
      const viewers = [
        { userId: 2, nickname: '张三', portrait: '/s.png' },
        { userId: 3, nickname: '李四', portrait: '' },
      ];
      stub().put('/v2/admin/api/bug/{id}/presence', { viewers });
      const first = renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'zh', path: '/v2/admin/bugs/11' });
      expect((await screen.findByRole('status', { name: '正在查看此报告的其他工作人员' })).textContent).toBe('张三、李四 正在查看');
      first.unmount();
      stub().put('/v2/admin/api/bug/{id}/presence', { viewers: [] });
      renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'zh', path: '/v2/admin/bugs/11' });
      expect(await screen.findByText('Looking at it.')).toBeTruthy();
      expect(screen.queryByText(/正在查看/)).toBeNull();
    },
    SLOW,
  );

  it(
    'suggests staff after an @ in a note and sends the ones the note names as mentions',
    async () => {
      const api = stub();
      renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'en', path: '/v2/admin/bugs/11' });
      const toggle = await screen.findByRole('checkbox', { name: 'Internal note (hidden from the researcher)' });
      const box = () => screen.getByLabelText<HTMLTextAreaElement>(/^(Reply to the researcher|Internal note \(security team only\))$/);
      // A reply the researcher reads suggests nobody.
      fireEvent.change(box(), { target: { value: 'Thanks @Zh' } });
      expect(screen.queryByRole('group', { name: 'Staff you can mention' })).toBeNull();
      fireEvent.click(toggle);
      await waitFor(() => expect(toggle.closest('label')?.getAttribute('data-state')).toBe('checked'));
      fireEvent.change(box(), { target: { value: 'Same root cause, @Zh' } });
      const suggestions = await screen.findByRole('group', { name: 'Staff you can mention' });
      fireEvent.click(within(suggestions).getByRole('button', { name: /@ZhangOps/ }));
      expect(box().value).toBe('Same root cause, @ZhangOps ');
      expect(screen.queryByRole('group', { name: 'Staff you can mention' })).toBeNull();
      fireEvent.change(box(), { target: { value: 'Same root cause, @ZhangOps please check' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save internal note' }));
      await waitFor(() => expect(writes(api)).toHaveLength(1));
      expect([...writes(api)[0]!.form]).toEqual([
        ['content', 'Same root cause, @ZhangOps please check'],
        ['internal', 'true'],
        ['mentions', '2'],
      ]);
    },
    SLOW,
  );
});

describe('report review by role', () => {
  const loaded = async () => {
    renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'en', path: '/v2/admin/bugs/11' });
    expect(await screen.findByText('Change the order id.')).toBeTruthy();
    expect(await screen.findByText('Looking at it.')).toBeTruthy();
    expect(await screen.findByText('Review started')).toBeTruthy();
  };

  it(
    'a viewer reads the report, its thread and log, and who handles it, with no move, assignment or reply',
    async () => {
      signInStaff(['viewer'], ME);
      const api = stub();
      await loaded();
      expect(screen.getByRole('heading', { name: 'Handling' })).toBeTruthy();
      expect(screen.getByText('Unassigned')).toBeTruthy();
      expect(screen.queryByRole('group', { name: 'Allowed actions' })).toBeNull();
      expect(screen.queryByLabelText('Reply to the researcher')).toBeNull();
      // Reads only: the CVE draft of the confirmed report is one (a download, no change).
      expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual(['Download CVE draft (JSON 5)']);
      // The saved replies are read only to fill the reply box.
      expect(api.requests.some((u) => u.pathname === '/v2/admin/api/common-response')).toBe(false);
    },
    SLOW,
  );

  it(
    'a triager has the report’s moves, the assignment and the reply box',
    async () => {
      signInStaff(['triager'], ME);
      stub();
      await loaded();
      const moves = screen.getByRole('group', { name: 'Allowed actions' });
      const allowed = ['update@re-confirm', 'update@review', 'update@finish', 'update@mark-quality'] as const;
      expect(
        within(moves)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(allowed.map((a) => BugActionLabels.en[a]));
      expect(screen.getByRole('button', { name: 'Assign to me' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Pick staff' })).toBeTruthy();
      expect(screen.getByLabelText('Reply to the researcher')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'asks the researcher a question checked against the contract, trimmed',
    async () => {
      const api = stub().post('/v2/admin/api/bug/{id}/info-request', { id: 12 }).delete('/v2/admin/api/bug/{id}/info-request', {});
      renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'en', path: '/v2/admin/bugs/11' });
      fireEvent.click(await screen.findByRole('button', { name: 'Ask for more information' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send the question' }));
      expect(await within(dialog).findByText('Write the question')).toBeTruthy();
      expect(api.requests.some((u) => u.pathname === '/v2/admin/api/bug/11/info-request')).toBe(false);
      fireEvent.change(within(dialog).getByLabelText('Question'), { target: { value: '  Which browser?  ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send the question' }));
      await waitFor(() => expect(api.posts.filter((p) => p.path === '/v2/admin/api/bug/11/info-request')).toHaveLength(1));
      const sent = api.posts.find((p) => p.path === '/v2/admin/api/bug/11/info-request')!;
      expect([sent.method, Object.fromEntries(sent.form)]).toEqual(['POST', { question: 'Which browser?' }]);
    },
    SLOW,
  );

  it(
    'shows the open question and withdraws it; a viewer reads it without the buttons (zh)',
    async () => {
      const api = stubApi()
        .get('/v2/admin/api/bug/{id}', { bug: adminBug({ infoRequest: { question: '请补充请求包', requestTime: '2026-10-27 09:00:00' } }) })
        .get('/v2/api/business-coefficient', { coefficients })
        .get('/v2/admin/api/bug/{id}/comment', { total: 0, comments: [] })
        .get('/v2/admin/api/bug/{id}/log', { total: 0, logs: [] })
        .get('/v2/admin/api/bug-assignees', { total: 0, staff: [] })
        .delete('/v2/admin/api/bug/{id}/info-request', {});
      const view = renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'zh', path: '/v2/admin/bugs/11' });
      const box = await screen.findByTestId('info-request');
      expect(within(box).getByText('自 2026-10-27 09:00:00 起等待研究员补充（SLA 计时已暂停）')).toBeTruthy();
      expect(within(box).getByText('请补充请求包')).toBeTruthy();
      expect(screen.queryByRole('button', { name: '请求补充信息' })).toBeNull();
      fireEvent.click(within(box).getByRole('button', { name: '不再等待' }));
      await waitFor(() => expect(api.posts.map((p) => [p.method, p.path])).toContainEqual(['DELETE', '/v2/admin/api/bug/11/info-request']));
      view.unmount();
      signInStaff(['viewer'], ME);
      renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'zh', path: '/v2/admin/bugs/11' });
      const read = await screen.findByTestId('info-request');
      expect(within(read).getByText('请补充请求包')).toBeTruthy();
      expect(within(read).queryByRole('button')).toBeNull();
    },
    SLOW,
  );
});

describe('the clocks (docs/rules.md#sla-clocks, docs/rules.md#regulator-clock)', () => {
  // Confirmed late (the first response came with the rating, after its 48 h), then asked for more:
  // the resolution clock waits; the regulator clock runs from the confirmation.
  const clocked = (regulator: RegulatorClock | null) =>
    adminBug({
      infoRequest: { question: 'Which browser?', requestTime: '2026-10-28 14:00:00' },
      regulator,
      sla: {
        clocks: [
          { clock: 'firstResponse', state: 'breached', level: 2, targetHours: 48, dueTime: '2026-10-27 16:40:02', stopTime: '2026-10-28 10:00:00', elapsedHours: 65.3 },
          { clock: 'rating', state: 'met', level: 2, targetHours: 168, dueTime: '2026-11-01 16:40:02', stopTime: '2026-10-28 10:00:00', elapsedHours: 65.3 },
          { clock: 'reward', state: 'met', level: 2, targetHours: 240, dueTime: '2026-11-04 16:40:02', stopTime: '2026-10-28 10:00:00', elapsedHours: 65.3 },
          { clock: 'resolution', state: 'paused', level: 2, targetHours: 1440, dueTime: '2026-12-25 16:40:02', stopTime: null, elapsedHours: 70 },
        ],
        nextClock: 'resolution',
        nextDueTime: '2026-12-25 16:40:02',
        breached: true,
      },
    });
  const running: RegulatorClock = {
    productVulnerability: true,
    state: 'running',
    hours: 48,
    confirmTime: '2026-10-28 10:00:00',
    dueTime: '2026-10-30 10:00:00',
    minutesLeft: 125,
    reportTime: null,
    reference: null,
  };
  const stubClocked = (bug: AdminBug) =>
    stubApi()
      .get('/v2/admin/api/bug/{id}', { bug })
      .get('/v2/api/business-coefficient', { coefficients })
      .get('/v2/admin/api/bug/{id}/comment', { total: 0, comments: [] })
      .get('/v2/admin/api/bug/{id}/log', { total: 0, logs: [] })
      .get('/v2/admin/api/bug-assignees', { total: 0, staff: [] });

  it(
    'shows the SLA clocks as the researcher sees them, a breached and a paused one, with the regulator clock beside them (zh)',
    async () => {
      stubClocked(clocked(running));
      renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'zh', path: '/v2/admin/bugs/11' });
      const clocks = await screen.findByTestId('bug-clocks');
      expect(screen.getByRole('heading', { name: '计时' })).toBeTruthy();
      expect(within(clocks).getByRole('region', { name: '响应时效' })).toBeTruthy();
      expect(within(clocks).getByText('各环节已用时间与该等级的目标时限对比（评级前按研究员自评的等级计算），与研究员在报告页看到的一致。')).toBeTruthy();
      const first = within(clocks).getByTestId('sla-firstResponse');
      expect(within(first).getByText('超时')).toBeTruthy();
      expect(within(first).getByText('已用 2 天 17 小时 / 目标 2 天')).toBeTruthy();
      expect(within(first).getByText('完成于 2026-10-28 10:00:00')).toBeTruthy();
      const resolution = within(clocks).getByTestId('sla-resolution');
      expect(within(resolution).getByText('已暂停')).toBeTruthy();
      expect(within(resolution).getByText('自 2026-10-28 14:00:00 起暂停，等待研究员补充信息')).toBeTruthy();
      expect(within(within(clocks).getByTestId('sla-rating')).getByText('达标')).toBeTruthy();
      const regulator = within(clocks).getByTestId('regulator-clock');
      expect(regulator.getAttribute('data-state')).toBe('running');
      expect(within(regulator).getByText('距报送截止还剩 2 小时 5 分钟')).toBeTruthy();
      expect(screen.getAllByTestId('regulator-clock')).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'shows the same clocks in English, and no regulator clock while its setting is off (en)',
    async () => {
      stubClocked(clocked(running));
      const view = renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'en', path: '/v2/admin/bugs/11' });
      let clocks = await screen.findByTestId('bug-clocks');
      expect(screen.getByRole('heading', { name: 'Clocks' })).toBeTruthy();
      expect(within(clocks).getByRole('region', { name: 'Response times' })).toBeTruthy();
      const first = within(clocks).getByTestId('sla-firstResponse');
      expect(within(first).getByText('Breached')).toBeTruthy();
      expect(within(first).getByText('2 d 17 h of 2 d')).toBeTruthy();
      const resolution = within(clocks).getByTestId('sla-resolution');
      expect(within(resolution).getByText('Paused')).toBeTruthy();
      expect(within(resolution).getByText("Paused since 2026-10-28 14:00:00, waiting for the researcher's answer")).toBeTruthy();
      expect(within(resolution).getByText('2 d 22 h of 60 d')).toBeTruthy();
      expect(within(within(clocks).getByTestId('regulator-clock')).getByText('2 h 5 min left to report')).toBeTruthy();
      view.unmount();

      stubClocked(clocked(null));
      renderWithApp(<BugReviewPage params={{ id: '11' }} />, { lang: 'en', path: '/v2/admin/bugs/11' });
      clocks = await screen.findByTestId('bug-clocks');
      expect(within(within(clocks).getByTestId('sla-firstResponse')).getByText('Breached')).toBeTruthy();
      expect(screen.queryByTestId('regulator-clock')).toBeNull();
    },
    SLOW,
  );
});
