// The console's live inbox badge: the notice stream's `inbox` events (lib/liveNotices.ts) write the
// staff member's unread counts into the query the header and the inbox filter read, so a new item
// shows at once; without a stream the fallback polls that query. Renders nothing.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useLiveNotices } from '../../lib/liveNotices';
import { inboxLiveAtom, inboxUnreadQuery } from './inboxUnread';

export function LiveInbox() {
  const queryClient = useQueryClient();
  const setLive = useSetAtom(inboxLiveAtom);
  const mode = useLiveNotices(true, {
    onInbox: (counts) => queryClient.setQueryData(inboxUnreadQuery().queryKey, counts),
    poll: () => void queryClient.invalidateQueries({ queryKey: inboxUnreadQuery().queryKey }),
  });
  useEffect(() => setLive(mode), [mode, setLive]);
  return null;
}
