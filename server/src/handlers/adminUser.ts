// Handlers of the `adminUser` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { listAdminLeaveMessages, replyAsStaff } from '../services/leave-message';
import { listAdminTeams, reviewTeam } from '../services/team';
import { listAdminTestReports, reviewTestReport } from '../services/test-report';
import { changeUserCoins, listAdminUsers, pickActivities, pickUsers, runMonthlyPrize, setUserRole } from '../services/admin-users';
import { requireUserId } from '../services/current-user';
import { approveRealNameRequest, listRealNameRequests, refuseRealNameRequest } from '../services/real-name';
import type { HandlerMap } from './types';

export const adminUserHandlers = {
  async listAdminUsers(request) {
    return ok(await listAdminUsers(request.server.db, request.query), langOf(request));
  },
  async setUserRole(request) {
    const lang = langOf(request);
    return ok(await setUserRole(request.server.db, lang, requireUserId(request), request.params.id, request.body.role), lang);
  },
  async changeUserCoins(request) {
    return ok(await changeUserCoins(request.server.db, request.params.id, request.body.amount, request.body.reason), langOf(request));
  },
  async listPickerUsers(request) {
    return ok(await pickUsers(request.server.db, request.query), langOf(request));
  },
  async listPickerActivities(request) {
    return ok(await pickActivities(request.server.db, request.query), langOf(request));
  },
  async runMonthlyPrize(request) {
    const lang = langOf(request);
    return ok(await runMonthlyPrize(request.server.db, lang, request.body.month), lang);
  },
  async listAdminTeams(request) {
    return ok(await listAdminTeams(request.server.db, request.query), langOf(request));
  },
  async reviewTeam(request) {
    const lang = langOf(request);
    return ok(await reviewTeam(request.server.db, lang, request.params.id, request.body.approve, request.body.comment), lang);
  },
  async listAdminRealNameRequests(request) {
    return ok(await listRealNameRequests(request.server.db, request.query), langOf(request));
  },
  async approveRealNameRequest(request) {
    const lang = langOf(request);
    return ok(await approveRealNameRequest(request.server.db, lang, { staffId: requireUserId(request), requestId: request.params.id, log: request.log }), lang);
  },
  async refuseRealNameRequest(request) {
    const lang = langOf(request);
    return ok(await refuseRealNameRequest(request.server.db, lang, { staffId: requireUserId(request), requestId: request.params.id, log: request.log }, request.body.reason), lang);
  },
  async listAdminTestReports(request) {
    return ok(await listAdminTestReports(request.server.db, request.query), langOf(request));
  },
  async reviewTestReport(request) {
    const lang = langOf(request);
    return ok(await reviewTestReport(request.server.db, lang, request.params.id, request.body.result, request.body.comment), lang);
  },
  async listAdminLeaveMessages(request) {
    return ok(await listAdminLeaveMessages(request.server.db, request.query), langOf(request));
  },
  async replyAdminLeaveMessage(request) {
    return ok(await replyAsStaff(request, request.params.id, request.body.content), langOf(request));
  },
} satisfies HandlerMap;
