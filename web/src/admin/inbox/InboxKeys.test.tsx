import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { components } from '@generated/api';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { signInStaff } from '../../test/staffSession';
import { PHONE_QUERY } from '../components/useIsPhone';
import { InboxPage } from './InboxPage';

vi.mock('../../lib/notify', async (original) => ({ ...(await original<object>()), notifyInfo: vi.fn(), notifySuccess: vi.fn() }));
const { notifyInfo } = await import('../../lib/notify');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

type Item = components['schemas']['StaffInboxItem'];
const item = (id: number, kind: Item['kind'], objectId: number, read: boolean): Item => ({
  id,
  kind,
  objectId,
  title: `标题${id}`,
  summary: `摘要${id}`,
  who: { userId: 3, nickname: '白帽小李', portrait: '/p.png' },
  time: '2026-11-02 10:30:00',
  read,
  handledBy: null,
  handledTime: null,
});

function renderInbox() {
  signInStaff(['triager'], 1);
  const api = stubApi()
    .get('/v2/admin/api/inbox', { total: 2, items: [item(41, 'urge', 1024, false), item(40, 'trade', 77, true)] })
    .get('/v2/admin/api/inbox/unread', { total: 1, kinds: [{ kind: 'urge', unread: 1 }] })
    .post('/v2/admin/api/inbox/read', { affected: 1 })
    .post('/v2/admin/api/bug/{id}/assignee', { assignee: { userId: 1, nickname: 'zhang', portrait: '' } });
  const view = renderWithApp(
    <Route path="/admin" nest>
      <Route path="/inbox" component={InboxPage} />
    </Route>,
    { path: '/v2/admin/inbox' },
  );
  return { api, ...view };
}

const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

describe('inbox by keyboard and on a phone', { timeout: 20_000 }, () => {
  it('a takes the report an item is about, says there is none for an order, and Enter opens the highlighted item as read', async () => {
    const { api, location } = renderInbox();
    await screen.findByTestId('inbox-41');
    press('j');
    expect(screen.getByTestId('inbox-41').getAttribute('aria-selected')).toBe('true');
    press('a');
    await waitFor(() => expect(api.posts.map((p) => p.path)).toEqual(['/v2/admin/api/bug/1024/assignee']));
    press('j');
    expect(screen.getByTestId('inbox-40').getAttribute('aria-selected')).toBe('true');
    press('a');
    expect(notifyInfo).toHaveBeenCalledWith('该条目不是报告，没有可分配的');
    expect(api.posts).toHaveLength(1);
    // Enter on a focused link is the link's own: the highlighted item does not open.
    press('Enter', screen.getByRole('link', { name: /标题41/ }));
    expect(location.history.at(-1)).toBe('/v2/admin/inbox');
    press('k');
    press('Enter');
    await waitFor(() => expect(location.history.at(-1)).toBe('/v2/admin/bugs/1024'));
    await waitFor(() => expect(api.posts.at(-1)!.path).toBe('/v2/admin/api/inbox/read'));
    expect([...api.posts.at(-1)!.form]).toEqual([['ids', '41']]);
  });

  it('on a phone shows each item as a card: kind, title, excerpt, who, when and whether it is unread', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === PHONE_QUERY, media: query, addEventListener() {}, removeEventListener() {} }));
    renderInbox();
    const fresh = within(await screen.findByTestId('inbox-card-41'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(fresh.getByText('催审')).toBeTruthy();
    expect(fresh.getByRole('link', { name: '标题41' }).getAttribute('href')).toBe('/v2/admin/bugs/1024');
    expect(fresh.getByText('摘要41')).toBeTruthy();
    expect(fresh.getByText('白帽小李 · ID 3 · 2026-11-02 10:30:00')).toBeTruthy();
    expect(fresh.getByText('未读')).toBeTruthy();
    const read = within(screen.getByTestId('inbox-card-40'));
    expect(read.getByText('待处理订单')).toBeTruthy();
    expect(read.queryByText('未读')).toBeNull();
    // Selecting from a card feeds the same "mark selected read".
    fireEvent.click(read.getByRole('checkbox', { name: '选择“标题40”' }));
    expect(await screen.findByRole('button', { name: '将选中标为已读（1）' })).toBeTruthy();
  });
});
