// Handlers of the `report` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { requireUserId } from '../services/current-user';
import { listMyTestReports, submitTestReport } from '../services/test-report';
import type { HandlerMap } from './types';

export const reportHandlers = {
  async submitTestReport(request) {
    const lang = langOf(request);
    return ok(await submitTestReport(request.server.db, lang, requireUserId(request), request.body), lang);
  },
  async listMyTestReports(request) {
    return ok(await listMyTestReports(request.server.db, requireUserId(request), request.query), langOf(request));
  },
} satisfies HandlerMap;
