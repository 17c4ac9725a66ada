// Handlers of the `adminAudit` tag, keyed by operationId (thin: one call into a service). The log
// is written by plugins/app/audit.ts, never here.
import { ok } from '../../envelope';
import { t } from '../../messages/index';
import { exportAuditLog, listAuditLog } from '../../services/audit/audit-log';
import { sendCsv } from '../csv-reply';
import type { HandlerMap } from '../types';

export const adminAuditHandlers = {
  async listAuditLog(request, _reply, { db, lang }) {
    return ok(await listAuditLog(db, lang, request.query), lang);
  },
  async exportAuditLog(request, reply, { db, lang }) {
    return sendCsv(reply, t(lang).audit.csvName, await exportAuditLog(db, lang, request.query));
  },
} satisfies HandlerMap;
