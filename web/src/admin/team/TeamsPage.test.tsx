import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { signInStaff } from '../../test/staffSession';
import { TeamsPage } from './TeamsPage';

beforeEach(() => signInStaff());
afterEach(() => vi.unstubAllGlobals());

const leader = { userId: 5, nickname: '老王', portrait: '/p.png' };
const team = (id: number, status: components['schemas']['AdminTeamItem']['status']): components['schemas']['AdminTeamItem'] => ({
  id,
  name: `战队${id}`,
  intro: '专注移动端',
  contact: '微信 poxiao',
  leader,
  memberCount: 4,
  status,
  createTime: '2026-11-02 09:30:00',
});

// Chakra's dialogs mount slowly in jsdom on a loaded machine: a generous budget per test.
describe('console team review', { timeout: 20_000 }, () => {
  it('sends the state filter and offers a decision on pending teams only', async () => {
    const api = stubApi().get('/v2/admin/api/team', { total: 2, teams: [team(3, 0), team(4, 1)] });
    renderWithApp(<TeamsPage />, { path: '/v2/admin/teams', search: 'status=0' });
    await screen.findByTestId('team-3');
    expect(api.requests.find((u) => u.pathname === '/v2/admin/api/team')!.searchParams.get('status')).toBe('0');
    expect(
      within(screen.getByTestId('team-3'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['通过', '驳回']);
    expect(within(screen.getByTestId('team-4')).queryAllByRole('button')).toHaveLength(0);
  });

  it('refuses only with a reason, and sends it for the leader', async () => {
    const api = stubApi()
      .get('/v2/admin/api/team', { total: 1, teams: [team(3, 0)] })
      .post('/v2/admin/api/team/{id}/review', { status: 2 });
    renderWithApp(<TeamsPage />, { path: '/v2/admin/teams' });
    fireEvent.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeTruthy();
    expect(api.posts).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/驳回原因/), { target: { value: '名称含广告' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(api.posts[0]!.path).toBe('/v2/admin/api/team/3/review');
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ approve: 'false', comment: '名称含广告' });
  });
});

describe('console team review for a viewer', { timeout: 20_000 }, () => {
  it('lists the teams without the decision column', async () => {
    signInStaff(['viewer']);
    stubApi().get('/v2/admin/api/team', { total: 1, teams: [team(3, 0)] });
    renderWithApp(<TeamsPage />, { path: '/v2/admin/teams' });
    const row = await screen.findByTestId('team-3');
    expect(within(row).getByText('老王')).toBeTruthy();
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });
});
