// Handlers of the `adminInbox` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { requireUserId } from '../services/current-user';
import { countStaffInboxUnread, listStaffInbox, markStaffInboxRead } from '../services/staff-inbox-console';
import type { HandlerMap } from './types';

export const adminInboxHandlers = {
  async listStaffInbox(request) {
    const lang = langOf(request);
    return ok(await listStaffInbox(request.server.db, lang, requireUserId(request), request.query), lang);
  },
  async countStaffInboxUnread(request) {
    return ok(await countStaffInboxUnread(request.server.db, requireUserId(request)), langOf(request));
  },
  async markStaffInboxRead(request) {
    const lang = langOf(request);
    return ok(await markStaffInboxRead(request.server.db, lang, requireUserId(request), request.body), lang);
  },
} satisfies HandlerMap;
