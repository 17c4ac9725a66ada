// Handlers of the `testReport` tag (test reports), keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { signedInId } from '../services/session/current-user';
import { listMyTestReports, submitTestReport } from '../services/test-report/test-report';
import type { HandlerMap } from './types';

export const testReportHandlers = {
  async submitTestReport(request, _reply, { db, lang, user }) {
    return ok(await submitTestReport(db, lang, signedInId(user), request.body), lang);
  },
  async listMyTestReports(request, _reply, { db, lang, user }) {
    return ok(await listMyTestReports(db, signedInId(user), request.query), lang);
  },
} satisfies HandlerMap;
