// The site's live notices for a signed-in researcher: the top bar's unread count (in the session's
// query) follows the stream (or the fallback's polling, lib/liveNotices.ts), a new notice shows a short toast and makes the
// message centre's list and the personal centre's summary stale, so an open page shows it without a
// reload. Renders nothing.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Retcode } from '@generated/enums';
import { api } from '../../lib/apiClient';
import { useLiveNotices } from '../../lib/liveNotices';
import { notifyInfo } from '../../lib/notify';
import { invalidatePaths, type ReadPath } from '../../lib/query';
import { setNoticeUnread, useSession } from '../../lib/session/session';

const STALE_ON_NOTICE: ReadPath[] = ['/v2/api/notice', '/v2/api/my/summary'];

export function LiveNotices() {
  const { t } = useTranslation('common');
  const signedIn = useSession().status === 'signedIn';
  const queryClient = useQueryClient();
  const setUnread = (unread: number) => setNoticeUnread(unread, queryClient);
  useLiveNotices(signedIn, {
    onUnread: setUnread,
    onNotice(notice) {
      notifyInfo(t('liveNotice', { title: notice.title }));
      void invalidatePaths(queryClient, STALE_ON_NOTICE);
    },
    poll() {
      // Read directly: a poll that finds the session gone changes nothing (the next page load says so).
      api.GET('/v2/api/notice/unread-count').then(
        ({ data }) => {
          if (data?.retcode === Retcode.Ok && data.retdata) setUnread(data.retdata.unread);
        },
        () => {},
      );
    },
  });
  return null;
}
