// The console's live inbox counts: the notice stream's `inbox` events (lib/liveNotices.ts) write the
// staff member's unread counts into the query the header and the inbox filter read, so a new item
// shows at once; without a stream the fallback polls that query. The screens inside it learn how
// the counts arrive, so they do not poll as well.
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveNotices } from '../../lib/liveNotices';
import { InboxLiveMode, inboxUnreadQuery } from './inboxUnread';

export function LiveInbox({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const mode = useLiveNotices(true, {
    onInbox: (counts) => queryClient.setQueryData(inboxUnreadQuery().queryKey, counts),
    poll: () => void queryClient.invalidateQueries({ queryKey: inboxUnreadQuery().queryKey }),
  });
  return <InboxLiveMode value={mode}>{children}</InboxLiveMode>;
}
