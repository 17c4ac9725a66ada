// The inbox's reads and changes: a page of items with the caller's read state, the unread counts per
// kind (the console header and the kind filter share one query, fetched again every minute so new
// researcher actions show without a reload), and marking read. Marking read makes both stale.
import type { ReadStatus, StaffInboxKind } from '@generated/enums';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';
import type { FormBody } from '../../lib/query/forms';

export const INBOX_PAGE_SIZE = 20;

export interface InboxQuery {
  page: number;
  kind?: StaffInboxKind;
  readStatus?: ReadStatus;
}

export function useStaffInbox(query: InboxQuery) {
  return $api.useQuery('get', '/v2/admin/api/inbox', { params: { query: { ...query, pageSize: INBOX_PAGE_SIZE } } });
}

// The unread counts are shared with the console header, so they live in admin/components.
export { UNREAD_REFRESH_MS, useInboxUnread } from '../components/inboxUnread';

/** Given ids, or all (of one kind when given): StaffInboxReadForm. */
export type MarkRead = FormBody<'markStaffInboxRead'>;

export function useMarkInboxRead() {
  return useApiMutation((body: MarkRead) => api.POST('/v2/admin/api/inbox/read', { body }), {
    invalidates: ['/v2/admin/api/inbox', '/v2/admin/api/inbox/unread'],
  });
}
