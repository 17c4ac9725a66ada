import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@generated/api';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { CreateTeamPage } from './CreateTeamPage';
import { JoinTeamPage, searchTerm } from './JoinTeamPage';
import { TeamListPage } from './TeamListPage';

afterEach(() => vi.unstubAllGlobals());

type MyTeamData = components['schemas']['MyTeamData'];
const rule = { text: 'One team change per 12 months.', nextChangeAt: null };
const noTeam: MyTeamData = { team: null, switchRule: rule, pendingApplication: null };
const leaderTeam: MyTeamData = {
  switchRule: rule,
  pendingApplication: null,
  team: {
    id: 3,
    name: 'Red Owls',
    intro: 'web',
    contact: 'owls@example.org',
    status: 1,
    leaderId: 1,
    isLeader: true,
    score: 120,
    members: [
      { userId: 1, nickname: 'ada', portrait: '', score: 0, rank: 1, isLeader: true },
      { userId: 2, nickname: 'bob', portrait: '', score: 0, rank: 2, isLeader: false },
    ],
    applicants: [{ id: 9, userId: 5, nickname: 'eve', createTime: '2026-11-20 10:00:00', status: 0 }],
  },
};

describe('team pages', () => {
  it('sends a researcher without a team to the no-team page', async () => {
    stubApi().get('/v2/api/my/team', noTeam);
    const { location } = renderWithApp(<TeamListPage />, { lang: 'en', path: '/v2/user/team/list' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/v2/user/team/q'));
  });

  it('lets the leader approve or refuse a join request', async () => {
    const api = stubApi().get('/v2/api/my/team', leaderTeam).post('/v2/api/team-applications/{id}/refuse', {});
    renderWithApp(<TeamListPage />, { lang: 'en' });
    expect(await screen.findByText('eve')).toBeTruthy();
    expect(screen.getByText('Members (2/15)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(api.posts.map((p) => p.path)).toEqual(['/v2/api/team-applications/9/refuse']));
  });

  it('checks the create form limits (50/100/100, all required)', async () => {
    const api = stubApi().get('/v2/api/my/team', noTeam).post('/v2/api/teams', { id: 4 });
    renderWithApp(<CreateTeamPage />, { lang: 'zh' });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请填写团队名称')).toBeTruthy();
    expect(screen.getByText('请填写团队介绍')).toBeTruthy();
    expect(screen.getByText('请填写联系方式')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/团队名称/), { target: { value: '红色猫头鹰' } });
    fireEvent.change(screen.getByLabelText(/团队介绍/), { target: { value: '专注 Web 安全' } });
    fireEvent.change(screen.getByLabelText(/联系方式/), { target: { value: 'owls@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(Object.fromEntries(api.posts[0]!.form)).toEqual({ name: '红色猫头鹰', intro: '专注 Web 安全', contact: 'owls@example.org' });
  });

  it('applies to join after the dialog states the switch rule', async () => {
    const api = stubApi()
      .get('/v2/api/my/team', noTeam)
      .get('/v2/api/teams', { total: 1, teams: [{ id: 3, name: 'Red Owls', intro: 'web', memberCount: 2, maxMembers: 15, score: 120 }] })
      .post('/v2/api/teams/{id}/apply', { applicationId: 9 });
    renderWithApp(<JoinTeamPage />, { lang: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('One team change per 12 months.')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Apply' });
    fireEvent.click(buttons.at(-1)!);
    await waitFor(() => expect(api.posts.map((p) => p.path)).toEqual(['/v2/api/teams/3/apply']));
  });

  it('ignores blank and over-long searches', () => {
    expect(searchTerm('  ')).toBeUndefined();
    expect(searchTerm('x'.repeat(151))).toBeUndefined();
    expect(searchTerm(' owls ')).toBe('owls');
  });
});
