// The disclosure review's reads and changes (contract tag adminDisclosure). A decision makes the
// review list stale.
import type { components } from '@generated/api';
import type { DisclosureStatus } from '@generated/enums';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';

export const DISCLOSURE_PAGE_SIZE = 20;

export function useAdminDisclosures(query: { page: number; status?: DisclosureStatus }) {
  return $api.useQuery('get', '/v2/admin/api/disclosure', { params: { query: { ...query, pageSize: DISCLOSURE_PAGE_SIZE } } });
}

export function useApproveDisclosure() {
  return useApiMutation(
    ({ id, summary, ...advisory }: { id: number; summary: string } & Omit<components['schemas']['AdminDisclosureApproveForm'], 'summary'>) =>
      api.POST('/v2/admin/api/disclosure/{id}/approve', { params: { path: { id } }, body: { ...(summary ? { summary } : {}), ...advisory } }),
    { invalidates: ['/v2/admin/api/disclosure'] },
  );
}

export function useRefuseDisclosure() {
  return useApiMutation(({ id, reason }: { id: number; reason: string }) => api.POST('/v2/admin/api/disclosure/{id}/refuse', { params: { path: { id } }, body: reason ? { reason } : {} }), {
    invalidates: ['/v2/admin/api/disclosure'],
  });
}

/** Withdrawing takes the report off the public list; its advisory gets a withdrawn revision. */
export function useWithdrawDisclosure() {
  return useApiMutation(({ id, reason }: { id: number; reason: string }) => api.POST('/v2/admin/api/disclosure/{id}/withdraw', { params: { path: { id } }, body: { reason } }), {
    invalidates: ['/v2/admin/api/disclosure'],
  });
}
