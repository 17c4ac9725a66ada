// Handlers of the `adminMessage` tag (message-board replies), keyed by operationId (thin: one call into a service).
import { ok } from '../../envelope';
import { listAdminLeaveMessages, replyAsStaff } from '../../services/message/leave-message';
import type { HandlerMap } from '../types';

export const adminMessageHandlers = {
  async listAdminLeaveMessages(request, _reply, { db, lang }) {
    return ok(await listAdminLeaveMessages(db, request.query), lang);
  },
  async replyAdminLeaveMessage(request, _reply, context) {
    return ok(await replyAsStaff(context, request.params.id, request.body.content), context.lang);
  },
} satisfies HandlerMap;
