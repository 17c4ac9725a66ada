// The team review's reads and changes; a decision makes the list stale.
import type { TeamStatus } from '@generated/enums';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';

export const TEAMS_PAGE_SIZE = 20;

export function useAdminTeams(query: { page: number; status?: TeamStatus }) {
  return $api.useQuery('get', '/v2/admin/api/team', { params: { query: { ...query, pageSize: TEAMS_PAGE_SIZE } } });
}

export function useReviewTeam() {
  return useApiMutation(
    ({ id, approve, comment }: { id: number; approve: boolean; comment?: string }) =>
      api.POST('/v2/admin/api/team/{id}/review', { params: { path: { id } }, body: { approve, ...(comment ? { comment } : {}) } }),
    { invalidates: ['/v2/admin/api/team'] },
  );
}
