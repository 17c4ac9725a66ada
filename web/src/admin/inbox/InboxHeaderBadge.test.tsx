import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { InboxHeaderBadge } from '../components/InboxHeaderBadge';
import { InboxPage } from './InboxPage';

afterEach(() => vi.unstubAllGlobals());

const counts = (total: number): components['schemas']['StaffInboxUnread'] => ({
  total,
  kinds: [
    { kind: 'bug', unread: total },
    { kind: 'trade', unread: 0 },
  ],
});

describe('console header inbox badge', { timeout: 20_000 }, () => {
  it('links to the inbox with the unread count', async () => {
    stubApi().get('/v2/admin/api/inbox/unread', counts(3));
    const { queryClient } = renderWithApp(<InboxHeaderBadge />, { path: '/v2/admin' });
    const link = await screen.findByRole('link', { name: '待办消息，3 条未读' });
    expect(link.getAttribute('href')).toBe('/v2/inbox');
    expect(screen.getByTestId('inbox-unread-count').textContent).toBe('3');
    // Read again every minute while the console is open.
    const [query] = queryClient.getQueryCache().findAll({ queryKey: ['get', '/v2/admin/api/inbox/unread'] });
    expect(query!.observers.map((o) => o.options.refetchInterval)).toEqual([60_000]);
  });

  it('shows no count when nothing is unread, and says so', async () => {
    stubApi().get('/v2/admin/api/inbox/unread', counts(0));
    renderWithApp(<InboxHeaderBadge />, { path: '/v2/admin' });
    expect(await screen.findByRole('link', { name: '待办消息，没有未读' })).toBeTruthy();
    expect(screen.queryByTestId('inbox-unread-count')).toBeNull();
  });

  it('stays a plain link when the count cannot be read', async () => {
    const api = stubApi().fail('/v2/admin/api/inbox/unread', 1003, '请求过于频繁');
    renderWithApp(<InboxHeaderBadge />, { path: '/v2/admin' });
    await waitFor(() => expect(api.requests.some((u) => u.pathname === '/v2/admin/api/inbox/unread')).toBe(true));
    expect(await screen.findByRole('link', { name: '待办消息' })).toBeTruthy();
    expect(screen.queryByTestId('inbox-unread-count')).toBeNull();
  });

  it('caps a large count and names it in English', async () => {
    stubApi().get('/v2/admin/api/inbox/unread', counts(120));
    renderWithApp(<InboxHeaderBadge />, { lang: 'en', path: '/v2/admin', search: 'language=en' });
    expect(await screen.findByRole('link', { name: 'Inbox, 99+ (120 unread)' })).toBeTruthy();
    expect(screen.getByTestId('inbox-unread-count').textContent).toBe('99+');
  });

  it('starts its name with the text it shows (label in name, as axe checks it)', async () => {
    stubApi().get('/v2/admin/api/inbox/unread', counts(3));
    renderWithApp(<InboxHeaderBadge />, { lang: 'en', path: '/v2/admin', search: 'language=en' });
    const link = await screen.findByRole('link', { name: 'Inbox, 3 unread' });
    // axe compares the shown words with the name, punctuation left out: "Inbox 3" in "Inbox 3 unread".
    const words = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    expect(words(link.textContent ?? '')).toBe('Inbox 3');
    expect(words(link.getAttribute('aria-label') ?? '').startsWith(words(link.textContent ?? ''))).toBe(true);
  });

  it('reads the count again when items are marked read in the inbox', async () => {
    let unread = 2;
    const item: components['schemas']['StaffInboxItem'] = {
      id: 41,
      kind: 'bug',
      objectId: 1024,
      title: '订单接口存在 SQL 注入',
      summary: '',
      who: { userId: 3, nickname: '白帽小李', portrait: '/p.png' },
      time: '2026-11-02 10:30:00',
      read: false,
      handledBy: null,
      handledTime: null,
    };
    const api = stubApi()
      .get('/v2/admin/api/inbox/unread', () => counts(unread))
      .get('/v2/admin/api/inbox', { total: 1, items: [item] })
      .post('/v2/admin/api/inbox/read', () => {
        unread = 1;
        return { affected: 1 };
      });
    renderWithApp(
      <>
        <InboxHeaderBadge />
        <InboxPage />
      </>,
      { path: '/v2/admin/inbox' },
    );
    expect(await screen.findByRole('link', { name: '待办消息，2 条未读' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('link', { name: '未读： 订单接口存在 SQL 注入' }));
    expect(await screen.findByRole('link', { name: '待办消息，1 条未读' })).toBeTruthy();
    expect(api.posts).toHaveLength(1);
  });
});
