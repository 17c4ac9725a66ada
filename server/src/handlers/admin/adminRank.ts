// Handlers of the `adminRank` tag (the monthly prize by hand), keyed by operationId (thin: one call into a service).
import { ok } from '../../envelope';
import { runMonthlyPrize } from '../../services/staff/admin-users';
import type { HandlerMap } from '../types';

export const adminRankHandlers = {
  async runMonthlyPrize(request, _reply, { db, lang }) {
    return ok(await runMonthlyPrize(db, lang, request.body.month), lang);
  },
} satisfies HandlerMap;
