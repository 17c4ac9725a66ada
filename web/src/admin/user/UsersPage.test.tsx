import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { setSession } from '../../lib/session/session';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { signInStaff } from '../../test/staffSession';
import { UsersPage } from './UsersPage';

type User = components['schemas']['AdminUserItem'];
const person = (userId: number, nickname: string, role: User['role'], coins: number): User => ({
  userId,
  nickname,
  email: `${nickname}@example.com`,
  role,
  coins,
  contribution: coins,
  teamName: null,
  createTime: '2025-03-14 08:20:00',
});
const me = person(2, 'zhang', 'staff', 0);
const wang = person(5, 'wang', 'researcher', 420);

beforeEach(() => signInStaff());
afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ status: 'unknown' });
});

const row = (id: number) => within(screen.getByTestId(`user-${id}`));

// Chakra's dialogs mount slowly in jsdom on a loaded machine: a generous budget per test.
describe('console users', { timeout: 20_000 }, () => {
  it('searches with the keyword in the address and disables the role change for oneself only', async () => {
    const api = stubApi().get('/v2/admin/api/user', { total: 2, users: [wang, me] });
    const { location } = renderWithApp(<UsersPage />, { path: '/v2/admin/users', search: 'keyword=wa' });
    await screen.findByTestId('user-5');
    expect(api.requests.find((u) => u.pathname === '/v2/admin/api/user')!.searchParams.get('keyword')).toBe('wa');
    expect((row(2).getByRole('button', { name: '设为白帽子' }) as HTMLButtonElement).disabled).toBe(true);
    expect((row(5).getByRole('button', { name: '设为工作人员' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('搜索用户'), { target: { value: 'zhang' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/v2/admin/users?keyword=zhang'));
  });

  it('changes another user’s role after confirmation', async () => {
    const api = stubApi()
      .get('/v2/admin/api/user', { total: 2, users: [wang, me] })
      .post('/v2/admin/api/user/{id}/role', {});
    renderWithApp(<UsersPage />, { path: '/v2/admin/users' });
    fireEvent.click(await screen.findByRole('button', { name: '设为工作人员' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('将 wang 的角色从“白帽子”改为“工作人员”？')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/admin/api/user/5/role');
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ role: 'staff' });
  });

  it('asks for a reason before a coin change, confirms it, posts it and shows the new balance', async () => {
    const api = stubApi()
      .get('/v2/admin/api/user', { total: 1, users: [wang] })
      .post('/v2/admin/api/user/{id}/coins', { balance: 400 });
    renderWithApp(<UsersPage />, { path: '/v2/admin/users' });
    fireEvent.click(await screen.findByRole('button', { name: '调整安全币' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/变动数量/), { target: { value: '-20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByText('请填写原因')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/变动数量/), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText(/原因/), { target: { value: '重复发放扣回' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByText('请填写不为 0 的整数')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/变动数量/), { target: { value: '-20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('从 wang 扣除 20 安全币（当前余额 420）。')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确认调整' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/admin/api/user/5/coins');
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ amount: '-20', reason: '重复发放扣回' });
    expect(await screen.findByText('已完成。wang 现在的余额为 400 安全币。')).toBeTruthy();
  });

  it('runs the monthly prize for a month after confirmation and lists who got what', async () => {
    const api = stubApi()
      .get('/v2/admin/api/user', { total: 0, users: [] })
      .post('/v2/admin/api/ranking/monthly-prize', { awarded: [{ userId: 5, rank: 1, coins: 1000 }], alreadyDone: false });
    renderWithApp(<UsersPage />, { path: '/v2/admin/users' });
    fireEvent.change(screen.getByLabelText('月份'), { target: { value: '2026-10' } });
    fireEvent.click(screen.getByRole('button', { name: '发放奖励' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '发放奖励' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ month: '2026-10' });
    expect(await screen.findByText('2026-10 的奖励已发放：')).toBeTruthy();
    expect(screen.getByRole('link', { name: '用户 5' })).toBeTruthy();
    expect(screen.getByText('+1000')).toBeTruthy();
  });
});

describe('console users by role', { timeout: 20_000 }, () => {
  it('a viewer reads the list with no role, coin or prize control', async () => {
    signInStaff(['viewer']);
    stubApi().get('/v2/admin/api/user', { total: 2, users: [wang, me] });
    renderWithApp(<UsersPage />, { path: '/v2/admin/users' });
    await screen.findByTestId('user-5');
    expect(row(5).getAllByText('420')).toHaveLength(2);
    expect(row(5).getByText('wang@example.com')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
    expect(screen.queryByText('月度排行奖励')).toBeNull();
    // Only the search remains, and the ledger check, which only reads.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['搜索', '开始校验']);
  });

  it('fulfilment adjusts coins and runs the prize, but is never offered a role change', async () => {
    signInStaff(['fulfilment']);
    stubApi().get('/v2/admin/api/user', { total: 2, users: [wang, me] });
    renderWithApp(<UsersPage />, { path: '/v2/admin/users' });
    await screen.findByTestId('user-5');
    expect(
      row(5)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['调整安全币']);
    expect(screen.queryByRole('button', { name: '设为工作人员' })).toBeNull();
    expect(screen.getByRole('button', { name: '发放奖励' })).toBeTruthy();
  });
});
