import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@generated/enums';
import { setSession } from '../../lib/session/session';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import type { StaffInvitation, StaffMember } from './api';
import { StaffPage } from './StaffPage';

const SLOW = 30_000;
const PATH = '/v2/staff';
const me: StaffMember = {
  userId: 2,
  nickname: 'Zhang',
  email: 'zhang@example.org',
  roles: ['owner'],
  lastSignInTime: '2026-11-26 09:12:00',
  secondFactor: true,
  openAssigned: 1,
  joinTime: '2026-01-05 10:00:00',
};
const li: StaffMember = {
  userId: 7,
  nickname: 'Li',
  email: 'li@example.org',
  roles: ['triager', 'viewer'],
  lastSignInTime: null,
  secondFactor: false,
  openAssigned: 3,
  joinTime: '2026-11-20 10:00:00',
};
const open: StaffInvitation = {
  id: 3,
  email: 'wang@example.org',
  roles: ['editor'],
  state: 'open',
  invitedBy: 'Zhang',
  createTime: '2026-11-26 09:30:00',
  expireTime: '2026-12-03 09:30:00',
  usedTime: null,
};
const used: StaffInvitation = { ...open, id: 2, email: 'li@example.org', roles: ['triager', 'viewer'], state: 'used', usedTime: '2026-11-21 08:00:00' };

async function tick(box: HTMLElement, state: 'checked' | 'unchecked' = 'checked') {
  fireEvent.click(box);
  await waitFor(() => expect(box.closest('label')?.getAttribute('data-state')).toBe(state));
}

const signIn = (staffRoles: StaffRole[]) => setSession({ status: 'signedIn', user: { userId: 2, nickname: 'Zhang', portrait: '', role: 'staff', staffRoles, hasNickname: true }, unread: 0 });

function stub() {
  return stubApi()
    .get('/v2/admin/api/staff', { members: [me, li] })
    .get('/v2/admin/api/staff-invitation', { total: 2, invitations: [open, used] })
    .post('/v2/admin/api/staff-invitation', { id: 4, expireTime: '2026-12-04 10:00:00' })
    .delete('/v2/admin/api/staff-invitation/{id}', {})
    .put('/v2/admin/api/staff/{id}/roles', {})
    .delete('/v2/admin/api/staff/{id}', {});
}

beforeEach(() => signIn(['owner']));
afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ status: 'unknown' });
});

describe('staff screen', () => {
  it(
    'lists members with roles, last sign-in, second factor and open reports, and the invitations with their state',
    async () => {
      stub();
      renderWithApp(<StaffPage />, { lang: 'en', path: PATH });
      const rows = await screen.findAllByTestId('staff-member');
      expect(within(rows[0]!).getByText('Zhang')).toBeTruthy();
      expect(within(rows[0]!).getByText('You')).toBeTruthy();
      expect(within(rows[1]!).getByText('Triager')).toBeTruthy();
      expect(within(rows[1]!).getByText('Not signed in since joining')).toBeTruthy();
      expect(within(rows[1]!).getByText('Off')).toBeTruthy();
      // Nobody removes themselves: only Li's row offers it.
      expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(1);
      const invitations = await screen.findAllByTestId('staff-invitation');
      expect(within(invitations[0]!).getByText('Open')).toBeTruthy();
      expect(within(invitations[1]!).getByText('Accepted')).toBeTruthy();
      expect(screen.getAllByRole('button', { name: /^Revoke the invitation/ })).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'invites a colleague: the email and at least one role are required, then the roles are sent in order',
    async () => {
      const api = stub();
      renderWithApp(<StaffPage />, { lang: 'zh', path: PATH });
      fireEvent.click(await screen.findByRole('button', { name: '邀请成员' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: '发送邀请' }));
      expect(await within(dialog).findByText('请填写邮箱')).toBeTruthy();
      expect(within(dialog).getByText('请至少选择一个角色')).toBeTruthy();
      fireEvent.change(within(dialog).getByLabelText(/邮箱/), { target: { value: ' wu@example.org ' } });
      // Ticked one after the other (each checkbox reports its change asynchronously), in any order.
      await tick(within(dialog).getByRole('checkbox', { name: /只读/ }));
      await tick(within(dialog).getByRole('checkbox', { name: /审核员/ }));
      fireEvent.click(within(dialog).getByRole('button', { name: '发送邀请' }));
      expect(await screen.findByText('邀请已发送至 wu@example.org，有效期至 2026-12-04 10:00:00。')).toBeTruthy();
      const sent = api.posts.find((p) => p.path.endsWith('/staff-invitation'))!;
      expect(sent.form.get('email')).toBe('wu@example.org');
      expect(sent.form.getAll('roles')).toEqual(['triager', 'viewer']);
    },
    SLOW,
  );

  it(
    'shows the server’s refusal of the last owner in the roles dialog, and removes a member after confirming',
    async () => {
      const api = stub().fail('/v2/admin/api/staff/{id}/roles', 1006, '团队至少需要保留一名负责人');
      renderWithApp(<StaffPage />, { lang: 'zh', path: PATH });
      fireEvent.click(await screen.findByRole('button', { name: '修改角色（Zhang）' }));
      const dialog = await screen.findByRole('dialog');
      await tick(within(dialog).getByRole('checkbox', { name: /负责人/ }), 'unchecked');
      await tick(within(dialog).getByRole('checkbox', { name: /只读/ }));
      expect(
        within(dialog)
          .getByRole('checkbox', { name: /审核员/ })
          .closest('label')
          ?.getAttribute('data-state'),
      ).toBe('unchecked');
      fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
      expect(await within(dialog).findByText('团队至少需要保留一名负责人')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      fireEvent.click(screen.getByRole('button', { name: '将 Li 移出团队' }));
      const confirm = await screen.findByRole('alertdialog');
      expect(within(confirm).getByText(/处理中的 3 份报告将取消指派/)).toBeTruthy();
      fireEvent.click(within(confirm).getByRole('button', { name: '移出' }));
      await waitFor(() => expect(api.posts.some((p) => p.method === 'DELETE' && p.path.endsWith('/staff/7'))).toBe(true));
    },
    SLOW,
  );

  it(
    'offers a viewer the team and the invitations to read, and no change at all',
    async () => {
      signIn(['viewer']);
      stub();
      renderWithApp(<StaffPage />, { lang: 'en', path: PATH });
      expect(await screen.findAllByTestId('staff-member')).toHaveLength(2);
      expect(await screen.findAllByTestId('staff-invitation')).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Change roles/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Revoke/ })).toBeNull();
    },
    SLOW,
  );
});
