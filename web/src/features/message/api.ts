// The message board's reads and changes, through the data layer. A new message makes the records
// stale; a reply makes the message (its thread) and the records (their reply count) stale.
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';
import type { FormBody } from '../../lib/query/forms';

/** One page of the caller's messages (the page is part of the query key). */
export function useMyMessages(page: number, pageSize: number) {
  return $api.useQuery('get', '/v2/api/my/leave-messages', { params: { query: { page, pageSize } } });
}

/** One message with its thread; `null` reads nothing (an invalid id). */
export function useMessage(id: number | null) {
  return $api.useQuery('get', '/v2/api/leave-message/{id}', { params: { path: { id: id ?? 0 } } }, { enabled: id !== null });
}

export function useCreateMessage() {
  return useApiMutation((body: FormBody<'createLeaveMessage'>) => api.POST('/v2/api/leave-message', { body }), { invalidates: ['/v2/api/my/leave-messages'] });
}

export function useReplyToMessage(id: number) {
  return useApiMutation((content: string) => api.POST('/v2/api/leave-message/{id}/reply', { params: { path: { id } }, body: { content } }), {
    invalidates: ['/v2/api/leave-message/{id}', '/v2/api/my/leave-messages'],
  });
}
