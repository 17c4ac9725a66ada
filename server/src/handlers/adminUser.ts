// Handlers of the `adminUser` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { listAdminLeaveMessages, replyAsStaff } from '../services/leave-message';
import { listAdminTeams, reviewTeam } from '../services/team';
import { listAdminTestReports, reviewTestReport } from '../services/test-report';
import { changeUserCoins, listAdminUsers, pickActivities, pickUsers, runMonthlyPrize, setUserRole } from '../services/admin-users';
import { signedInId } from '../services/current-user';
import { approveRealNameRequest, listRealNameRequests, refuseRealNameRequest } from '../services/real-name';
import type { HandlerMap } from './types';

export const adminUserHandlers = {
  async listAdminUsers(request, _reply, { db, lang }) {
    return ok(await listAdminUsers(db, request.query), lang);
  },
  async setUserRole(request, _reply, { db, lang, user }) {
    return ok(await setUserRole(db, lang, signedInId(user), request.params.id, request.body.role), lang);
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
  async runMonthlyPrize(request, _reply, { db, lang }) {
    return ok(await runMonthlyPrize(db, lang, request.body.month), lang);
  },
  async listAdminTeams(request, _reply, { db, lang }) {
    return ok(await listAdminTeams(db, request.query), lang);
  },
  async reviewTeam(request, _reply, { db, lang }) {
    return ok(await reviewTeam(db, lang, request.params.id, request.body.approve, request.body.comment), lang);
  },
  async listAdminRealNameRequests(request, _reply, { db, lang }) {
    return ok(await listRealNameRequests(db, request.query), lang);
  },
  async approveRealNameRequest(request, _reply, { db, lang, user }) {
    return ok(await approveRealNameRequest(db, lang, { staffId: signedInId(user), requestId: request.params.id, log: request.log }), lang);
  },
  async refuseRealNameRequest(request, _reply, { db, lang, user }) {
    return ok(await refuseRealNameRequest(db, lang, { staffId: signedInId(user), requestId: request.params.id, log: request.log }, request.body.reason), lang);
  },
  async listAdminTestReports(request, _reply, { db, lang }) {
    return ok(await listAdminTestReports(db, request.query), lang);
  },
  async reviewTestReport(request, _reply, { db, lang }) {
    return ok(await reviewTestReport(db, lang, request.params.id, request.body.result, request.body.comment), lang);
  },
  async listAdminLeaveMessages(request, _reply, { db, lang }) {
    return ok(await listAdminLeaveMessages(db, request.query), lang);
  },
  async replyAdminLeaveMessage(request, _reply, context) {
    return ok(await replyAsStaff(context, request.params.id, request.body.content), context.lang);
  },
} satisfies HandlerMap;
