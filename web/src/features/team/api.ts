// The team pages' reads and changes, through the data layer. Every team action changes the caller's
// team (getMyTeam, shared by the team pages); joining, leaving and decisions also change member
// counts in the team list.
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';
import type { FormBody } from '../../lib/query/forms';

/** The caller's team, its switch rule and pending application. */
export function useMyTeam() {
  return $api.useQuery('get', '/v2/api/my/team');
}

/** One page of approved teams, optionally by name (the page is part of the query key). */
export function useTeams(keyword: string | undefined, page: number, pageSize: number) {
  return $api.useQuery('get', '/v2/api/teams', { params: { query: { page, pageSize, ...(keyword ? { keyword } : {}) } } });
}

export function useCreateTeam() {
  return useApiMutation((body: FormBody<'createTeam'>) => api.POST('/v2/api/teams', { body }), { invalidates: ['/v2/api/my/team'] });
}

export function useApplyToTeam() {
  return useApiMutation((id: number) => api.POST('/v2/api/teams/{id}/apply', { params: { path: { id } } }), { invalidates: ['/v2/api/my/team'] });
}

export function useDecideApplication() {
  return useApiMutation(
    ({ id, approve }: { id: number; approve: boolean }) =>
      approve ? api.POST('/v2/api/team-applications/{id}/approve', { params: { path: { id } } }) : api.POST('/v2/api/team-applications/{id}/refuse', { params: { path: { id } } }),
    { invalidates: ['/v2/api/my/team', '/v2/api/teams'] },
  );
}

/**
 * Leaving drops the cached team instead of refetching it: the team page would otherwise redirect on
 * the refetched "no team" answer while the leave handler navigates too, and the no-team page must
 * never start from the old team (it would send the caller back to it).
 */
export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useApiMutation(() => api.POST('/v2/api/my/team/leave'), {
    invalidates: ['/v2/api/teams'],
    onSuccess: () => queryClient.removeQueries({ queryKey: ['get', '/v2/api/my/team'] }),
  });
}
