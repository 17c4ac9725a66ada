// Handlers of the `adminTestReport` tag (test-report review), keyed by operationId (thin: one call into a service).
import { ok } from '../../envelope';
import { listAdminTestReports, reviewTestReport } from '../../services/test-report/test-report';
import type { HandlerMap } from '../types';

export const adminTestReportHandlers = {
  async listAdminTestReports(request, _reply, { db, lang }) {
    return ok(await listAdminTestReports(db, request.query), lang);
  },
  async reviewTestReport(request, _reply, { db, lang }) {
    return ok(await reviewTestReport(db, lang, request.params.id, request.body.result, request.body.comment), lang);
  },
} satisfies HandlerMap;
