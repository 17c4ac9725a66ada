// The real-name review's reads and changes; a decision makes the list stale.
import type { RealNameState } from '@generated/enums';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';

export const REAL_NAMES_PAGE_SIZE = 20;

export function useAdminRealNames(query: { page: number; status?: RealNameState }) {
  return $api.useQuery('get', '/v2/admin/api/realname', { params: { query: { ...query, pageSize: REAL_NAMES_PAGE_SIZE } } });
}

export function useApproveRealName() {
  return useApiMutation((id: number) => api.POST('/v2/admin/api/realname/{id}/approve', { params: { path: { id } } }), { invalidates: ['/v2/admin/api/realname'] });
}

export function useRefuseRealName() {
  return useApiMutation(({ id, reason }: { id: number; reason: string }) => api.POST('/v2/admin/api/realname/{id}/refuse', { params: { path: { id } }, body: { reason } }), {
    invalidates: ['/v2/admin/api/realname'],
  });
}
