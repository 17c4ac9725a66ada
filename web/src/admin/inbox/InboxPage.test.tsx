import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { tick } from '../../test/tick';
import { InboxPage } from './InboxPage';

afterEach(() => vi.unstubAllGlobals());

type Item = components['schemas']['StaffInboxItem'];
const who = { userId: 3, nickname: '白帽小李', portrait: '/p.png' };
const item = (id: number, kind: Item['kind'], objectId: number, read = false): Item => ({
  id,
  kind,
  objectId,
  title: `标题${id}`,
  summary: `摘要${id}`,
  who,
  time: '2026-11-02 10:30:00',
  read,
  handledBy: null,
  handledTime: null,
});
const unread = {
  total: 3,
  kinds: (['bug', 'bug-reply', 'urge', 'recheck', 'trade', 'team', 'test-report', 'leave-message', 'real-name', 'disclosure'] as const).map((kind) => ({
    kind,
    unread: kind === 'bug' ? 2 : kind === 'trade' ? 1 : 0,
  })),
};
const stub = (items: Item[]) =>
  stubApi().get('/v2/admin/api/inbox', { total: items.length, items }).get('/v2/admin/api/inbox/unread', unread).post('/v2/admin/api/inbox/read', { affected: 1 });

// Chakra's dialogs mount slowly in jsdom on a loaded machine: a generous budget per test.
describe('console inbox', { timeout: 20_000 }, () => {
  it('sends the kind and read filters from the address, shows unread counts per kind, and changes the filters there', async () => {
    const api = stub([]);
    const { location } = renderWithApp(<InboxPage />, { path: '/v2/admin/inbox', search: 'kind=bug&readStatus=0&page=2' });
    expect(await screen.findByText('没有符合条件的消息')).toBeTruthy();
    const sent = api.requests.find((u) => u.pathname === '/v2/admin/api/inbox')!;
    expect([sent.searchParams.get('kind'), sent.searchParams.get('readStatus'), sent.searchParams.get('page')]).toEqual(['bug', '0', '2']);
    expect((await screen.findByRole('button', { name: /^新漏洞\s*2 条未读$/ })).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^全部\s*3 条未读$/ }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: '催审' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^待处理订单/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/v2/admin/inbox?kind=trade&readStatus=0'));
    fireEvent.change(screen.getByLabelText('阅读状态'), { target: { value: '1' } });
    await waitFor(() => expect(location.history.at(-1)).toBe('/v2/admin/inbox?kind=trade&readStatus=1'));
  });

  it('shows an unread item in bold with an unread label, and a read one without', async () => {
    stub([item(41, 'bug-reply', 1024), item(40, 'recheck', 1019, true)]);
    renderWithApp(<InboxPage />, { path: '/v2/admin/inbox' });
    const fresh = within(await screen.findByTestId('inbox-41'));
    expect(fresh.getByRole('link', { name: '未读： 标题41' })).toBeTruthy();
    expect(getComputedStyle(fresh.getByText('标题41')).fontWeight).toContain('bold');
    expect(fresh.getByText('漏洞回复')).toBeTruthy();
    expect(fresh.getByText('白帽小李')).toBeTruthy();
    const old = within(screen.getByTestId('inbox-40'));
    expect(old.getByRole('link', { name: '标题40' })).toBeTruthy();
    expect(old.queryByText('未读：')).toBeNull();
    expect(getComputedStyle(old.getByText('标题40')).fontWeight).toContain('normal');
    expect(old.queryByTestId('inbox-handled')).toBeNull();
  });

  it('names who handled an item and when, in both languages', async () => {
    const handled = { ...item(40, 'bug', 1019, true), handledBy: { userId: 2, nickname: '安全运营小张', portrait: '/s.png' }, handledTime: '2026-11-02 11:00:00' };
    stub([item(41, 'bug-reply', 1024), handled]);
    const { unmount } = renderWithApp(<InboxPage />, { path: '/v2/admin/inbox' });
    expect((await screen.findByTestId('inbox-40')).textContent).toContain('已由 安全运营小张 处理（2026-11-02 11:00:00）');
    expect(within(screen.getByTestId('inbox-41')).queryByTestId('inbox-handled')).toBeNull();
    unmount();
    renderWithApp(<InboxPage />, { lang: 'en', path: '/v2/admin/inbox' });
    expect((await screen.findByTestId('inbox-40')).textContent).toContain('Handled by 安全运营小张 (2026-11-02 11:00:00)');
  });

  it.each([
    ['bug', 1024, '/bugs/1024'],
    ['urge', 7, '/bugs/7'],
    ['trade', 311, '/orders'],
    ['team', 4, '/teams'],
    ['test-report', 9, '/test-reports'],
    ['leave-message', 12, '/messages/12'],
    ['real-name', 5, '/realname'],
    ['disclosure', 3, '/disclosures'],
  ] as const)('opening an unread %s item (object %i) marks it read and goes to %s', async (kind, objectId, target) => {
    const api = stub([item(41, kind, objectId)]);
    const { location } = renderWithApp(<InboxPage />, { path: '/v2/admin/inbox' });
    fireEvent.click(await screen.findByRole('link', { name: '未读： 标题41' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/admin/api/inbox/read');
    expect([...api.posts[0]!.form]).toEqual([['ids', '41']]);
    expect(location.history.at(-1)).toBe(`/v2${target}`);
  });

  it('lists mentions among the kinds, and opens a mention at its note', async () => {
    const api = stub([{ ...item(42, 'mention', 1024), commentId: 77, who: { userId: 2, nickname: '审核员甲', portrait: '/s.png' } }]);
    const { location } = renderWithApp(<InboxPage />, { path: '/v2/admin/inbox' });
    expect(await screen.findByRole('button', { name: '提到了你' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('link', { name: '未读： 标题42' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(location.history.at(-1)).toBe('/v2/bugs/1024#comment-77');
  });

  it('opening a read item does not mark it again', async () => {
    const api = stub([item(40, 'recheck', 1019, true)]);
    const { location } = renderWithApp(<InboxPage />, { path: '/v2/admin/inbox' });
    fireEvent.click(await screen.findByRole('link', { name: '标题40' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/v2/bugs/1019'));
    expect(api.posts).toHaveLength(0);
  });

  it('marks the selected items read after a confirmation', async () => {
    const api = stub([item(41, 'bug', 1), item(42, 'bug', 2), item(43, 'team', 3)]);
    renderWithApp(<InboxPage />, { path: '/v2/admin/inbox' });
    await screen.findByTestId('inbox-41');
    expect((screen.getByRole('button', { name: '将选中标为已读（0）' }) as HTMLButtonElement).disabled).toBe(true);
    await tick(screen.getByRole('checkbox', { name: '选择“标题41”' }));
    await tick(screen.getByRole('checkbox', { name: '选择“标题43”' }));
    // The shared CI machine can take more than findBy's default second to re-render two ticks.
    fireEvent.click(await screen.findByRole('button', { name: '将选中标为已读（2）' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('将选中的 2 条消息标为已读。')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect([...api.posts[0]!.form]).toEqual([
      ['ids', '41'],
      ['ids', '43'],
    ]);
  });

  it('marks all read only after a confirmation, of the filtered kind unless every kind is chosen', async () => {
    const api = stub([item(41, 'bug', 1)]);
    renderWithApp(<InboxPage />, { path: '/v2/admin/inbox', search: 'kind=bug' });
    await screen.findByTestId('inbox-41');
    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.posts).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('radio', { name: '仅“新漏洞”类消息' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ all: 'true', kind: 'bug' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    dialog = await screen.findByRole('dialog');
    await tick(within(dialog).getByRole('radio', { name: '所有类型的消息' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(api.posts).toHaveLength(2));
    expect(Object.fromEntries(api.posts[1]!.form)).toEqual({ all: 'true' });
  });

  it('shows the server’s failure with a retry', async () => {
    stubApi().fail('/v2/admin/api/inbox', 4003, '没有权限').get('/v2/admin/api/inbox/unread', unread);
    renderWithApp(<InboxPage />, { path: '/v2/admin/inbox' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('没有权限')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('shows the inbox in English', async () => {
    stub([item(41, 'trade', 311)]);
    renderWithApp(<InboxPage />, { lang: 'en', path: '/v2/admin/inbox', search: 'language=en' });
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy();
    const row = within(await screen.findByTestId('inbox-41'));
    expect(row.getByText('Order waiting')).toBeTruthy();
    expect(row.getByRole('link', { name: 'Unread: 标题41' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Researcher' })).toBeTruthy();
    expect(screen.getByLabelText('Read state')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^New report\s*2 unread$/ })).toBeTruthy();
  });
});
