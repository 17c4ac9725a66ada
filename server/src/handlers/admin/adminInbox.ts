// Handlers of the `adminInbox` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../../envelope';
import { signedInId } from '../../services/session/current-user';
import { countStaffInboxUnread, listStaffInbox, markStaffInboxRead } from '../../services/staff/staff-inbox-console';
import type { HandlerMap } from '../types';

export const adminInboxHandlers = {
  async listStaffInbox(request, _reply, { db, lang, user }) {
    return ok(await listStaffInbox(db, lang, signedInId(user), request.query), lang);
  },
  async countStaffInboxUnread(_request, _reply, { db, lang, user }) {
    return ok(await countStaffInboxUnread(db, signedInId(user)), lang);
  },
  async markStaffInboxRead(request, _reply, { db, lang, user }) {
    return ok(await markStaffInboxRead(db, lang, signedInId(user), request.body), lang);
  },
} satisfies HandlerMap;
