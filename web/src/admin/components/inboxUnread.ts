// The caller's unread inbox counts. The console header (every page) and the inbox's kind filter share
// this one query, so it lives with the shared console pieces rather than inside the inbox area.
// LiveInbox.tsx keeps it fresh: the notice stream's `inbox` events write the counts into it, or,
// when the stream is unavailable, its fallback polls; it tells the screens below it how (a React
// context), and while it does the query is not polled as well. Without LiveInbox it is fetched
// every minute.
import { createContext, useContext } from 'react';
import type { LiveMode } from '../../lib/liveNotices';
import { $api } from '../../lib/query';

/** How often the unread counts are fetched again when nothing else keeps them fresh. */
export const UNREAD_REFRESH_MS = 60_000;

/** How the console's notice stream delivers the counts (given by LiveInbox). */
export const InboxLiveMode = createContext<LiveMode>('off');

export const inboxUnreadQuery = () => $api.queryOptions('get', '/v2/admin/api/inbox/unread', {});

export function useInboxUnread() {
  const mode = useContext(InboxLiveMode);
  return $api.useQuery('get', '/v2/admin/api/inbox/unread', {}, { refetchInterval: mode === 'off' ? UNREAD_REFRESH_MS : false });
}
