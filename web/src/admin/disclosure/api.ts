// The disclosure review's reads and changes (contract tag adminDisclosure). A decision makes the
// review list stale.
import type { DisclosureStatus } from '@generated/enums';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';

export const DISCLOSURE_PAGE_SIZE = 20;

export function useAdminDisclosures(query: { page: number; status?: DisclosureStatus }) {
  return $api.useQuery('get', '/v2/admin/api/disclosure', { params: { query: { ...query, pageSize: DISCLOSURE_PAGE_SIZE } } });
}

export function useApproveDisclosure() {
  return useApiMutation(
    ({ id, summary }: { id: number; summary: string }) => api.POST('/v2/admin/api/disclosure/{id}/approve', { params: { path: { id } }, body: summary ? { summary } : {} }),
    { invalidates: ['/v2/admin/api/disclosure'] },
  );
}

export function useRefuseDisclosure() {
  return useApiMutation(({ id, reason }: { id: number; reason: string }) => api.POST('/v2/admin/api/disclosure/{id}/refuse', { params: { path: { id } }, body: reason ? { reason } : {} }), {
    invalidates: ['/v2/admin/api/disclosure'],
  });
}
