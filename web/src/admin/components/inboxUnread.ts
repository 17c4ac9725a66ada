// The caller's unread inbox counts. The console header (every page) and the inbox's kind filter share
// this one query, so it lives with the shared console pieces rather than inside the inbox area.
import { $api } from '../../lib/query';

/** How often the unread counts are fetched again while the console is open. */
export const UNREAD_REFRESH_MS = 60_000;

export function useInboxUnread() {
  return $api.useQuery('get', '/v2/admin/api/inbox/unread', {}, { refetchInterval: UNREAD_REFRESH_MS });
}
