// Handlers of the `notice` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { signedInId } from '../services/session/current-user';
import { clearNotices, deleteNotices, listNotices, markNotices, unreadCount } from '../services/notice/notice-centre';
import type { HandlerMap } from './types';
import { openNoticeStream } from './notice-stream';

export const noticeHandlers = {
  async listNotices(request, _reply, { db, lang, user }) {
    return ok(await listNotices(db, lang, signedInId(user), request.query), lang);
  },
  async streamNotices(request, reply, context) {
    return openNoticeStream(request, reply, context);
  },
  async countUnreadNotices(_request, _reply, { db, lang, user }) {
    return ok({ unread: await unreadCount(db, signedInId(user)) }, lang);
  },
  async markNoticesRead(request, _reply, { db, lang, user }) {
    return ok(await markNotices(db, signedInId(user), request.body.ids, true), lang);
  },
  async markNoticesUnread(request, _reply, { db, lang, user }) {
    return ok(await markNotices(db, signedInId(user), request.body.ids, false), lang);
  },
  async deleteNotices(request, _reply, { db, lang, user }) {
    return ok(await deleteNotices(db, signedInId(user), request.body.ids), lang);
  },
  async clearNotices(_request, _reply, { db, lang, user }) {
    return ok(await clearNotices(db, signedInId(user)), lang);
  },
} satisfies HandlerMap;
