// The message centre's reads and changes, through the data layer. Every answer of the list carries
// the unread count, which the top bar shows from the session (lib/session/session.ts): each list
// that arrives puts it there. Marking, deleting and clearing make the list (and so the count) and the centre home stale.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReadStatus } from '@generated/enums';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation, type ReadPath } from '../../lib/query';
import { setNoticeUnread } from '../../lib/session/session';

export type BulkAction = 'read' | 'unread' | 'delete';
const BULK_PATH = { read: '/v2/api/notice/read', unread: '/v2/api/notice/unread', delete: '/v2/api/notice/delete' } as const;
const invalidates: ReadPath[] = ['/v2/api/notice', '/v2/api/my/summary'];

/** One page of notices, all or by read status (the page is part of the query key). */
export function useNotices(readStatus: ReadStatus | undefined, page: number, pageSize: number) {
  const queryClient = useQueryClient();
  const list = $api.useQuery('get', '/v2/api/notice', { params: { query: { page, pageSize, ...(readStatus !== undefined ? { readStatus } : {}) } } });
  const unread = list.data?.unread;
  useEffect(() => {
    if (unread !== undefined) setNoticeUnread(unread, queryClient);
  }, [unread, list.dataUpdatedAt, queryClient]);
  return list;
}

export function useNoticeAction() {
  return useApiMutation(({ action, ids }: { action: BulkAction; ids: number[] }) => api.POST(BULK_PATH[action], { body: { ids } }), { invalidates });
}

export function useClearNotices() {
  return useApiMutation(() => api.POST('/v2/api/notice/clear'), { invalidates });
}
