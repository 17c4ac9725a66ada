// Handlers of the `adminDisclosure` tag (staff decide disclosure requests), keyed by operationId.
import { ok } from '../../envelope';
import { signedInId } from '../../services/session/current-user';
import { approveDisclosure, listAdminDisclosures, refuseDisclosure } from '../../services/disclosure/disclosure';
import type { HandlerMap } from '../types';

export const adminDisclosureHandlers = {
  async listAdminDisclosures(request, _reply, { db, lang }) {
    return ok(await listAdminDisclosures(db, request.query), lang);
  },
  async approveDisclosure(request, _reply, { db, lang, user }) {
    return ok(await approveDisclosure(db, lang, request.params.id, signedInId(user), request.body.summary), lang);
  },
  async refuseDisclosure(request, _reply, { db, lang, user }) {
    return ok(await refuseDisclosure(db, lang, request.params.id, signedInId(user), request.body.reason), lang);
  },
} satisfies HandlerMap;
