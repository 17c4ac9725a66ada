// The staff screen's reads and changes: the team and the invitations. A change to a member makes
// the team stale (and the assignee picker, whose list is the team); an invitation the invitation list.
import type { components } from '@generated/api';
import type { StaffRole } from '@generated/enums';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';

export type StaffMember = components['schemas']['StaffMember'];
export type StaffInvitation = components['schemas']['StaffInvitation'];

export const INVITATIONS_PAGE_SIZE = 20;

export function useStaffMembers() {
  return $api.useQuery('get', '/v2/admin/api/staff');
}

export function useStaffInvitations(page: number) {
  return $api.useQuery('get', '/v2/admin/api/staff-invitation', { params: { query: { page, pageSize: INVITATIONS_PAGE_SIZE } } });
}

const teamChanged = ['/v2/admin/api/staff', '/v2/admin/api/bug-assignees'] as const;

export function useSetStaffRoles() {
  return useApiMutation(({ id, roles }: { id: number; roles: StaffRole[] }) => api.PUT('/v2/admin/api/staff/{id}/roles', { params: { path: { id } }, body: { roles } }), {
    invalidates: teamChanged,
  });
}

export function useRemoveStaffMember() {
  return useApiMutation((id: number) => api.DELETE('/v2/admin/api/staff/{id}', { params: { path: { id } } }), { invalidates: teamChanged });
}

export function useInvite() {
  return useApiMutation((body: { email: string; roles: StaffRole[] }) => api.POST('/v2/admin/api/staff-invitation', { body }), {
    invalidates: ['/v2/admin/api/staff-invitation'],
  });
}

export function useRevokeInvitation() {
  return useApiMutation((id: number) => api.DELETE('/v2/admin/api/staff-invitation/{id}', { params: { path: { id } } }), {
    invalidates: ['/v2/admin/api/staff-invitation'],
  });
}
