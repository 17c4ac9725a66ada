// The activities' reads, through the data layer. The list loads more 10 at a time; every page
// carries the server's time, which the countdowns run on.
import type { components } from '@generated/api';
import { $api, pagedList } from '../../lib/query';

export type ActivityPage = components['schemas']['ActivityPage'];
export const ACTIVITY_PAGE_SIZE = 10;
export const ACTIVITY_RANK_PAGE_SIZE = 10;

export const activitiesOf = (page: ActivityPage) => page.activities;

export function useActivities() {
  return $api.useInfiniteQuery('get', '/v2/api/activity', { params: { query: { pageSize: ACTIVITY_PAGE_SIZE } } }, pagedList(ACTIVITY_PAGE_SIZE, activitiesOf));
}

export function useActivity(id: number) {
  return $api.useQuery('get', '/v2/api/activity/{id}', { params: { path: { id } } });
}

export function useActivityNews(activityId: number) {
  return $api.useQuery('get', '/v2/api/news', { params: { query: { activityId } } });
}

export function useActivityRanking(activityId: number, page: number) {
  return $api.useQuery('get', '/v2/api/activity/{id}/rank', { params: { path: { id: activityId }, query: { page, pageSize: ACTIVITY_RANK_PAGE_SIZE } } });
}
