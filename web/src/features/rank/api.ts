// The rankings' reads, through the data layer: each page of each period is cached on its own, and the
// first page of the current month is the one the home page's honour table reads too.
import { $api } from '../../lib/query';
import type { Period } from '@common/periods';
import { RANK_PAGE_SIZE } from '../../lib/rankPage';

export { RANK_PAGE_SIZE };

export function useUserRanking(period: Period | null, page: number, pageSize = RANK_PAGE_SIZE) {
  return $api.useQuery('get', '/v2/api/rank/user', { params: { query: { page, pageSize, ...(period ?? {}) } } });
}

export function useTeamRanking(period: Period | null, page: number, pageSize = RANK_PAGE_SIZE) {
  return $api.useQuery('get', '/v2/api/rank/team', { params: { query: { page, pageSize, ...(period ?? {}) } } });
}

/** A researcher's public profile; nothing is asked while no one is chosen. */
export function usePublicProfile(userId: number | null) {
  return $api.useQuery('get', '/v2/api/user/{userId}', { params: { path: { userId: userId ?? 0 } } }, { enabled: userId !== null });
}

/** A team's members and scores in the period; nothing is asked while no team is chosen. */
export function useTeam(teamId: number | null, period: Period | null) {
  return $api.useQuery('get', '/v2/api/team/{id}', { params: { path: { id: teamId ?? 0 }, query: period ?? {} } }, { enabled: teamId !== null });
}

/** The monthly prize's published inputs for a month ('YYYY-MM'). */
export function useMonthlyPrizeInputs(month: string) {
  return $api.useQuery('get', '/v2/api/rank/monthly-prize/{month}', { params: { path: { month } } });
}
