// Handlers of the `adminStaff` tag (the team, roles, invitations), keyed by operationId. A change
// to someone's roles or membership drops every server's cached copy of their sessions at once.
import { ok } from '../../envelope';
import { signedInId } from '../../services/session/current-user';
import { createInvitation, listInvitations, revokeInvitation } from '../../services/staff/invitations';
import { listStaffMembers, removeStaffMember, setStaffRoles } from '../../services/staff/team';
import type { HandlerMap } from '../types';

export const adminStaffHandlers = {
  async listStaffMembers(_request, _reply, { db, lang }) {
    return ok(await listStaffMembers(db), lang);
  },
  async setStaffRoles(request, _reply, { db, lang, changes }) {
    const answer = await setStaffRoles(db, lang, request.params.id, request.body.roles);
    await changes.sessionsChanged({ userId: request.params.id });
    return ok(answer, lang);
  },
  async removeStaffMember(request, _reply, { db, lang, user, changes }) {
    const answer = await removeStaffMember(db, lang, signedInId(user), request.params.id);
    await changes.sessionsChanged({ userId: request.params.id });
    return ok(answer, lang);
  },
  async listStaffInvitations(request, _reply, { db, lang }) {
    return ok(await listInvitations(db, request.query), lang);
  },
  async createStaffInvitation(request, _reply, { db, lang, user, mailer, config }) {
    return ok(await createInvitation({ db, lang, mailer, consoleUrl: `${config.publicUrl}/v2/admin/`, inviterId: signedInId(user) }, request.body), lang);
  },
  async revokeStaffInvitation(request, _reply, { db, lang }) {
    return ok(await revokeInvitation(db, lang, request.params.id), lang);
  },
} satisfies HandlerMap;
