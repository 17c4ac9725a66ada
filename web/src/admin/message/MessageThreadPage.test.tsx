import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { signInStaff } from '../../test/staffSession';
import { MessageThreadPage } from './MessageThreadPage';

beforeEach(() => signInStaff());
afterEach(() => vi.unstubAllGlobals());

// Chakra's dialogs mount slowly in jsdom on a loaded machine: a generous budget per test.
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

describe('console message thread for a viewer', { timeout: 20_000 }, () => {
  it('shows the post and its thread without the reply box', async () => {
    signInStaff(['viewer']);
    stubApi().get('/v2/api/leave-message/{id}', {
      message: { id: 17, title: '礼品多久发货？', content: '<p>还没有物流信息</p>', createTime: '2026-11-01 20:05:00', attachments: [] },
      thread: [{ id: 3, author: { nickname: '安全团队', isStaff: true }, content: '已催促', createTime: '2026-11-02 09:30:00' }],
    });
    renderWithApp(<MessageThreadPage params={{ id: '17' }} />, { path: '/v2/admin/messages/17' });
    expect(await screen.findByText('礼品多久发货？')).toBeTruthy();
    expect(screen.getByText('已催促')).toBeTruthy();
    expect(screen.queryByLabelText(/回复内容/)).toBeNull();
    expect(screen.queryByRole('button', { name: '发送回复' })).toBeNull();
  });
});
