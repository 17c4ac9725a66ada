// Handlers of the `message` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { requireUserId } from '../services/current-user';
import { createLeaveMessage, getLeaveMessage, listMyLeaveMessages, replyAsParticipant } from '../services/leave-message';
import type { HandlerMap } from './types';

export const messageHandlers = {
  async createLeaveMessage(request) {
    return ok(await createLeaveMessage(request, request.body), langOf(request));
  },
  async listMyLeaveMessages(request) {
    return ok(await listMyLeaveMessages(request.server.db, requireUserId(request), request.query), langOf(request));
  },
  async getLeaveMessage(request) {
    return ok(await getLeaveMessage(request, request.params.id), langOf(request));
  },
  async replyLeaveMessage(request) {
    return ok(await replyAsParticipant(request, request.params.id, request.body.content), langOf(request));
  },
} satisfies HandlerMap;
