// Handlers of the `adminUser` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { listAdminLeaveMessages, replyAsStaff } from '../services/leave-message';
import { listAdminTeams, reviewTeam } from '../services/team';
import { listAdminTestReports, reviewTestReport } from '../services/test-report';
import type { HandlerMap } from './types';

export const adminUserHandlers = {
  async listAdminTeams(request) {
    return ok(await listAdminTeams(request.server.db, request.query), langOf(request));
  },
  async reviewTeam(request) {
    const lang = langOf(request);
    return ok(await reviewTeam(request.server.db, lang, request.params.id, request.body.approve, request.body.comment), lang);
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
