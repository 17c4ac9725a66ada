// The message board's reads and changes in the console: the posts, one post's thread and a staff
// reply, which makes both stale.
import { AdminReplyFormLimits } from '@generated/limits';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';

export const MESSAGES_PAGE_SIZE = 20;

/** A staff reply's limit, from the contract (AdminReplyForm). */
export const STAFF_REPLY_MAX = AdminReplyFormLimits.content.maxLength;

export function useAdminMessages(query: { page: number }) {
  return $api.useQuery('get', '/v2/admin/api/leave-message', { params: { query: { ...query, pageSize: MESSAGES_PAGE_SIZE } } });
}

/** A message and its thread: the researcher route, which also admits staff (contract getLeaveMessage). */
export function useMessageThread(id: number) {
  return $api.useQuery('get', '/v2/api/leave-message/{id}', { params: { path: { id } } });
}

export function useStaffReply() {
  return useApiMutation(({ id, content }: { id: number; content: string }) => api.POST('/v2/admin/api/leave-message/{id}/reply', { params: { path: { id } }, body: { content } }), {
    invalidates: ['/v2/api/leave-message/{id}', '/v2/admin/api/leave-message'],
  });
}
