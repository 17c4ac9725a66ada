// The triage queue's and the review page's reads and changes, through the data layer. A move or a
// reply makes the report, its thread, its log and the queue stale (status, coins and markers change).
import type { components, operations } from '../../../../generated/api';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';

export type QueueQuery = NonNullable<operations['listAdminBugs']['parameters']['query']>;
export type ActionForm = components['schemas']['AdminBugActionForm'];
export type AdminBug = components['schemas']['AdminBugDetail'];

export const QUEUE_PAGE_SIZE = 20;
export const THREAD_PAGE_SIZE = 20;
const LOG_PAGE_SIZE = 50;

export function useBugQueue(query: QueueQuery) {
  return $api.useQuery('get', '/v2/admin/api/bug', { params: { query } });
}

export function useAdminBug(id: number) {
  return $api.useQuery('get', '/v2/admin/api/bug/{id}', { params: { path: { id } } });
}

/** The thread and the log are read through the researcher routes, which admit staff. */
export function useBugThread(id: number, page: number) {
  return $api.useQuery('get', '/v2/api/bug/{id}/comment', { params: { path: { id }, query: { page, pageSize: THREAD_PAGE_SIZE } } });
}

export function useBugLog(id: number) {
  return $api.useQuery('get', '/v2/api/log', { params: { query: { bugId: id, page: 1, pageSize: LOG_PAGE_SIZE } } });
}

/** Every business coefficient (the public list: the whole table, no paging). */
export function useCoefficients() {
  return $api.useQuery('get', '/v2/api/business-coefficient');
}

const changed = ['/v2/admin/api/bug', '/v2/admin/api/bug/{id}', '/v2/api/log', '/v2/api/bug/{id}/comment'] as const;

export function useActOnBug(id: number) {
  return useApiMutation((body: ActionForm) => api.POST('/v2/admin/api/bug/{id}/action', { params: { path: { id } }, body }), { invalidates: changed });
}

export function useReplyToBug(id: number) {
  return useApiMutation((content: string) => api.POST('/v2/admin/api/bug/{id}/comment', { params: { path: { id } }, body: { content } }), { invalidates: ['/v2/api/bug/{id}/comment'] });
}
