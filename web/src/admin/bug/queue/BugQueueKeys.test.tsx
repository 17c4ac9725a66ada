import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { StaffRole } from '@generated/enums';
import { stubApi } from '../../../test/apiStub';
import { renderWithApp } from '../../../test/render';
import { signInStaff } from '../../../test/staffSession';
import { PHONE_QUERY } from '../../components/useIsPhone';
import { BugQueuePage } from './BugQueuePage';

vi.mock('../../../lib/notify', async (original) => ({ ...(await original<object>()), notifyInfo: vi.fn(), notifySuccess: vi.fn() }));
const { notifyInfo, notifySuccess } = await import('../../../lib/notify');

// jsdom lays nothing out: the highlighted row's scrolling is watched instead.
const scrolled = vi.fn();
Element.prototype.scrollIntoView = scrolled;
afterAll(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ME = 1;
const row = (id: number, assignee: number | null) => ({
  id,
  name: `Report ${id}`,
  level: 3 as const,
  status: 20 as const,
  statusText: 'Under review',
  mainTypeText: 'Application',
  submitTime: '2026-10-28 09:12:45',
  reporter: { userId: 3, nickname: 'LiTheHunter', portrait: '/p.png' },
  rewardCoins: 0,
  urged: id === 12,
  assignee: assignee === null ? null : { userId: assignee, nickname: assignee === ME ? 'zhang' : 'ZhangOps', portrait: '/s.png' },
  unreadReply: false,
  lastReporterReplyTime: null,
  slaNextClock: 'firstResponse' as const,
  slaDueTime: '2026-11-05 10:00:00',
  slaBreached: false,
  needsInfo: false,
});

function renderQueue(roles: StaffRole[], search = '') {
  signInStaff(roles, ME);
  const api = stubApi()
    .get('/v2/admin/api/bug', { total: 2, bugs: [row(12, null), row(11, ME)] })
    .post('/v2/admin/api/bug/{id}/assignee', { assignee: { userId: ME, nickname: 'zhang', portrait: '/s.png' } });
  const view = renderWithApp(
    <Route path="/admin" nest>
      <Route path="/bugs" component={BugQueuePage} />
    </Route>,
    { lang: 'en', path: '/v2/admin/bugs', search: search ? `${search}&language=en` : 'language=en' },
  );
  return { api, ...view };
}

const press = (key: string) => fireEvent.keyDown(document.body, { key });
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const phone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_QUERY,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }));

describe('triage queue by keyboard', { timeout: 20_000 }, () => {
  it('j and k move the highlighted row into view, a assigns its report to me, o opens it', async () => {
    const { api, location } = renderQueue(['triager']);
    await screen.findByRole('link', { name: 'Report 12' });
    expect(screen.queryByRole('row', { selected: true })).toBeNull();
    press('j');
    expect(rowOf('Report 12').getAttribute('aria-selected')).toBe('true');
    expect(scrolled.mock.contexts.at(-1)).toBe(rowOf('Report 12'));
    press('j');
    press('j'); // the last row stays highlighted
    expect(screen.getByRole('row', { selected: true })).toBe(rowOf('Report 11'));
    expect(rowOf('Report 12').hasAttribute('aria-selected')).toBe(false);
    press('a'); // already mine: nothing sent
    expect(notifyInfo).toHaveBeenCalledWith('Report #11 is already assigned to you');
    press('k');
    press('a');
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/admin/api/bug/12/assignee');
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ assigneeId: String(ME) });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Report #12 is now assigned to you'));
    press('o');
    await waitFor(() => expect(location.history.at(-1)).toBe('/v2/admin/bugs/12?language=en'));
  });

  it('a viewer’s a sends nothing and says why', async () => {
    const { api } = renderQueue(['viewer']);
    await screen.findByRole('link', { name: 'Report 12' });
    press('j');
    press('a');
    expect(notifyInfo).toHaveBeenCalledWith('Your role cannot assign reports');
    expect(api.posts).toHaveLength(0);
  });

  it('on a phone shows a card per report and the filters behind a button that counts them', async () => {
    phone();
    renderQueue(['triager'], 'status=20&urged=true&sort=waiting');
    const card = await screen.findByTestId('queue-card-12');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Report 12' }).getAttribute('href')).toBe('/v2/admin/bugs/12?language=en');
    for (const text of ['Under review', 'Urged', 'Due 2026-11-05 10:00:00', 'Unassigned']) expect(within(card).getByText(text)).toBeTruthy();
    expect(within(screen.getByTestId('queue-card-11')).getByText('zhang')).toBeTruthy();
    // The filters are not on the page until asked for; the sort is not counted.
    expect(screen.queryByLabelText('Status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters, 2 on' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect((within(sheet).getByLabelText('Status') as HTMLSelectElement).value).toBe('20');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The keyboard cursor marks the card as the current one.
    press('j');
    expect(screen.getByTestId('queue-card-12').getAttribute('aria-current')).toBe('true');
    // Bulk actions work from the cards too: a tick on a card selects its report.
    const box = within(screen.getByTestId('queue-card-11')).getByRole('checkbox', { name: 'Select report #11' });
    fireEvent.click(box);
    await waitFor(() => expect(box.closest('label')?.getAttribute('data-state')).toBe('checked'));
    expect(await within(screen.getByRole('region', { name: 'Bulk actions' })).findByText('1 selected')).toBeTruthy();
  });
});
