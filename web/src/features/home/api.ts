// The home page's reads, through the data layer. The honour table asks for the rank page's first
// page of the month (same path and parameters), so opening the full ranking from it is instant.
import { $api } from '../../lib/query';
import type { Period } from '@common/periods';
import { RANK_PAGE_SIZE } from '../../lib/rankPage';

export function useBanners() {
  return $api.useQuery('get', '/v2/api/banner');
}

export function useLatestAnnouncements(count: number) {
  return $api.useQuery('get', '/v2/api/announcement', { params: { query: { page: 1, pageSize: count } } });
}

/** Asked once "this month" is known (null until then). */
export function useMonthRanking(period: Period | null) {
  return $api.useQuery('get', '/v2/api/rank/user', { params: { query: { page: 1, pageSize: RANK_PAGE_SIZE, ...period } } }, { enabled: period !== null });
}

export function useLatestBlogs(count: number) {
  return $api.useQuery('get', '/v2/api/blog/article', { params: { query: { page: 1, pageSize: count } } });
}

export function useFeaturedGifts(count: number) {
  return $api.useQuery('get', '/v2/api/reward', { params: { query: { page: 1, pageSize: count } } });
}
