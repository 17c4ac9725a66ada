import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { type SessionUser, setSession, currentSession } from '../../lib/session/session';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { MessageCentrePage } from './MessageCentrePage';

type Notice = components['schemas']['Notice'];

const notice = (id: number, readStatus: 0 | 1): Notice => ({
  id,
  type: 'bug',
  title: `notice ${id}`,
  content: `body ${id}`,
  readStatus,
  createTime: '2026-11-20 10:00:00',
  sender: 'system',
  link: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setSession({ status: 'unknown' }));
});

describe('message centre (docs/rules.md#states-and-transitions)', () => {
  it('filters by read status and keeps the top bar unread count in step', async () => {
    setSession({ status: 'signedIn', user: {} as SessionUser, unread: 9 });
    const api = stubApi().get('/v2/api/notice', (url) =>
      url.searchParams.get('readStatus') === '0' ? { total: 1, unread: 1, notices: [notice(1, 0)] } : { total: 2, unread: 1, notices: [notice(1, 0), notice(2, 1)] },
    );
    renderWithApp(<MessageCentrePage />, { lang: 'en' });
    expect(await screen.findByText('notice 2')).toBeTruthy();
    const session = currentSession();
    expect(session.status === 'signedIn' && session.unread).toBe(1);
    fireEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() => expect(screen.queryByText('notice 2')).toBeNull());
    expect(api.requests.at(-1)?.searchParams.get('readStatus')).toBe('0');
  });

  it('acts on the selected notices only, and needs a selection', async () => {
    const api = stubApi()
      .get('/v2/api/notice', { total: 2, unread: 1, notices: [notice(1, 0), notice(2, 1)] })
      .post('/v2/api/notice/read', { affected: 1 })
      .post('/v2/api/notice/delete', { affected: 1 });
    renderWithApp(<MessageCentrePage />, { lang: 'en' });
    await screen.findByText('notice 1');
    const markRead = screen.getByRole('button', { name: 'Mark read' });
    expect((markRead as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select message: notice 1'));
    await waitFor(() => expect((markRead as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(markRead);
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/api/notice/read');
    expect(api.posts[0]!.form.getAll('ids')).toEqual(['1']);
  });

  it('clears everything only after confirmation', async () => {
    const api = stubApi()
      .get('/v2/api/notice', { total: 1, unread: 0, notices: [notice(3, 1)] })
      .post('/v2/api/notice/clear', { affected: 1 });
    renderWithApp(<MessageCentrePage />, { lang: 'zh' });
    await screen.findByText('notice 3');
    fireEvent.click(screen.getByRole('button', { name: '清空全部' }));
    expect(await screen.findByText('确定要清空全部消息吗？清空后无法恢复。')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确定清空' }));
    await waitFor(() => expect(api.posts.map((p) => p.path)).toEqual(['/v2/api/notice/clear']));
  });

  it('shows the empty state', async () => {
    stubApi().get('/v2/api/notice', { total: 0, unread: 0, notices: [] });
    renderWithApp(<MessageCentrePage />, { lang: 'zh' });
    expect(await screen.findByText('暂无消息')).toBeTruthy();
  });
});
