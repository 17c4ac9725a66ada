// Handlers of the `adminRealName` tag (real-name review), keyed by operationId (thin: one call into a service).
import { ok } from '../../envelope';
import { signedInId } from '../../services/session/current-user';
import { approveRealNameRequest, listRealNameRequests, refuseRealNameRequest } from '../../services/account/real-name';
import type { HandlerMap } from '../types';

export const adminRealNameHandlers = {
  async listAdminRealNameRequests(request, _reply, { db, lang }) {
    return ok(await listRealNameRequests(db, request.query), lang);
  },
  async approveRealNameRequest(request, _reply, { db, lang, user }) {
    return ok(await approveRealNameRequest(db, lang, { staffId: signedInId(user), requestId: request.params.id, log: request.log }), lang);
  },
  async refuseRealNameRequest(request, _reply, { db, lang, user }) {
    return ok(await refuseRealNameRequest(db, lang, { staffId: signedInId(user), requestId: request.params.id, log: request.log }, request.body.reason), lang);
  },
} satisfies HandlerMap;
