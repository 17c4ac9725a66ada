// The known-issues list's reads and changes (researchers are hinted with its entries while writing a
// report); a change makes the list stale.
import type { components, operations } from '@generated/api';
import { api } from '../../../lib/apiClient';
import { $api, useApiMutation } from '../../../lib/query';

export type KnownIssue = components['schemas']['KnownIssue'];
export type KnownIssueForm = components['schemas']['KnownIssueForm'];
export type KnownIssueKindFilter = NonNullable<operations['listKnownIssues']['parameters']['query']>['kind'];
export const KNOWN_ISSUES_PAGE_SIZE = 20;

export function useKnownIssues(page: number, kind: KnownIssueKindFilter) {
  return $api.useQuery('get', '/v2/admin/api/known-issue', { params: { query: { page, pageSize: KNOWN_ISSUES_PAGE_SIZE, kind } } });
}

const changed = ['/v2/admin/api/known-issue'] as const;

export function useSaveKnownIssue() {
  return useApiMutation(
    ({ id, body }: { id: number | null; body: KnownIssueForm }) =>
      id === null ? api.POST('/v2/admin/api/known-issue', { body }) : api.PUT('/v2/admin/api/known-issue/{id}', { params: { path: { id } }, body }),
    { invalidates: changed },
  );
}

export function useDeleteKnownIssue() {
  return useApiMutation((id: number) => api.DELETE('/v2/admin/api/known-issue/{id}', { params: { path: { id } } }), { invalidates: changed });
}
