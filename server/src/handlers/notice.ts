// Handlers of the `notice` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { requireUserId } from '../services/current-user';
import { clearNotices, deleteNotices, listNotices, markNotices, unreadCount } from '../services/notice-centre';
import type { HandlerMap } from './types';

export const noticeHandlers = {
  async listNotices(request) {
    return ok(await listNotices(request.server.db, langOf(request), requireUserId(request), request.query), langOf(request));
  },
  async countUnreadNotices(request) {
    return ok({ unread: await unreadCount(request.server.db, requireUserId(request)) }, langOf(request));
  },
  async markNoticesRead(request) {
    return ok(await markNotices(request.server.db, requireUserId(request), request.body.ids, true), langOf(request));
  },
  async markNoticesUnread(request) {
    return ok(await markNotices(request.server.db, requireUserId(request), request.body.ids, false), langOf(request));
  },
  async deleteNotices(request) {
    return ok(await deleteNotices(request.server.db, requireUserId(request), request.body.ids), langOf(request));
  },
  async clearNotices(request) {
    return ok(await clearNotices(request.server.db, requireUserId(request)), langOf(request));
  },
} satisfies HandlerMap;
