// The users screen's reads and changes: the list, roles, manual coins and the monthly prize; each
// change makes the list stale.
import type { UserRole } from '@generated/enums';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';

export const USERS_PAGE_SIZE = 20;

export function useAdminUsers(query: { page: number; keyword?: string }) {
  return $api.useQuery('get', '/v2/admin/api/user', { params: { query: { ...query, pageSize: USERS_PAGE_SIZE } } });
}

export function useSetRole() {
  return useApiMutation(({ id, role }: { id: number; role: UserRole }) => api.POST('/v2/admin/api/user/{id}/role', { params: { path: { id } }, body: { role } }), {
    invalidates: ['/v2/admin/api/user'],
  });
}

export function useChangeCoins() {
  return useApiMutation(
    ({ id, amount, reason }: { id: number; amount: number; reason: string }) => api.POST('/v2/admin/api/user/{id}/coins', { params: { path: { id } }, body: { amount, reason } }),
    { invalidates: ['/v2/admin/api/user'] },
  );
}

export function useMonthlyPrize() {
  return useApiMutation((month: string) => api.POST('/v2/admin/api/ranking/monthly-prize', { body: { month } }), { invalidates: ['/v2/admin/api/user'] });
}

/** The ledger's chain check, run when asked (it reads the whole ledger). */
export function useLedgerCheck(asked: boolean) {
  return $api.useQuery('get', '/v2/admin/api/ledger/check', {}, { enabled: asked, staleTime: 0, gcTime: 0 });
}
