// Handlers of the `message` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { signedInId } from '../services/session/current-user';
import { createLeaveMessage, getLeaveMessage, listMyLeaveMessages, replyAsParticipant } from '../services/message/leave-message';
import type { HandlerMap } from './types';

export const messageHandlers = {
  async createLeaveMessage(request, _reply, ctx) {
    return ok(await createLeaveMessage(ctx, ctx.session.cookieToken, request.body), ctx.lang);
  },
  async listMyLeaveMessages(request, _reply, { db, lang, user }) {
    return ok(await listMyLeaveMessages(db, signedInId(user), request.query), lang);
  },
  async getLeaveMessage(request, _reply, context) {
    return ok(await getLeaveMessage(context, request.params.id), context.lang);
  },
  async replyLeaveMessage(request, _reply, context) {
    return ok(await replyAsParticipant(context, request.params.id, request.body.content), context.lang);
  },
} satisfies HandlerMap;
