// Handlers of the `adminUser` tag (users, roles, manual coin changes and the pickers), keyed by operationId (thin: one call into a service).
import { ok } from '../../envelope';
import { changeUserCoins, listAdminUsers, pickActivities, pickUsers, setUserRole } from '../../services/staff/admin-users';
import { signedInId } from '../../services/session/current-user';
import type { HandlerMap } from '../types';

export const adminUserHandlers = {
  async listAdminUsers(request, _reply, { db, lang }) {
    return ok(await listAdminUsers(db, request.query), lang);
  },
  async setUserRole(request, _reply, { db, lang, user, changes }) {
    const answer = await setUserRole(db, lang, signedInId(user), request.params.id, request.body.role);
    // Sessions keep a copy of the role: every server's cached copy goes now, not in a few seconds.
    await changes.sessionsChanged({ userId: request.params.id });
    return ok(answer, lang);
  },
  async changeUserCoins(request, _reply, { db, lang }) {
    return ok(await changeUserCoins(db, request.params.id, request.body.amount, request.body.reason), lang);
  },
  async listPickerUsers(request, _reply, { db, lang }) {
    return ok(await pickUsers(db, request.query), lang);
  },
  async listPickerActivities(request, _reply, { db, lang }) {
    return ok(await pickActivities(db, request.query), lang);
  },
} satisfies HandlerMap;
