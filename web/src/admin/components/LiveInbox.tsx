// The console's live inbox counts: the notice stream's `inbox` events (lib/liveNotices.ts) write the
// staff member's unread counts into the query the header and the inbox filter read, so a new item
// shows at once; without a stream the fallback polls that query. The screens inside it learn how
// the counts arrive, so they do not poll as well. The stream's report events (`bug`, `presence`)
// go to the screens showing reports (liveBugs.ts); without a stream those screens work as before.
// A mention of the reader shows a short notice (the inbox holds the item and its link).
import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyInfo } from '../../lib/notify';
import { invalidatePaths } from '../../lib/query';
import { useLiveNotices } from '../../lib/liveNotices';
import { InboxLiveMode, inboxUnreadQuery } from './inboxUnread';
import { LiveBugs, LiveBugsContext } from './liveBugs';

export function LiveInbox({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [live] = useState(() => new LiveBugs(queryClient));
  useEffect(() => () => live.stop(), [live]);
  const mode = useLiveNotices(true, {
    onInbox: (counts) => {
      queryClient.setQueryData(inboxUnreadQuery().queryKey, counts);
      // A new item (or a mention) belongs in the inbox list too: refetched, held behind its bar.
      void invalidatePaths(queryClient, ['/v2/admin/api/inbox']);
    },
    onBug: (id) => live.changed(id),
    onPresence: (id) => live.presenceChanged(id),
    onMention: (m) => notifyInfo(t('live.mentioned', { name: m.by.nickname, id: m.id })),
    poll: () => void queryClient.invalidateQueries({ queryKey: inboxUnreadQuery().queryKey }),
  });
  return (
    <InboxLiveMode value={mode}>
      <LiveBugsContext value={live}>{children}</LiveBugsContext>
    </InboxLiveMode>
  );
}
