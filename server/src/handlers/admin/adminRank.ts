// Handlers of the `adminRank` tag (the monthly prize by hand, the ledger check), keyed by operationId (thin: one call into a service).
import { ok } from '../../envelope';
import { runMonthlyPrize } from '../../services/staff/admin-users';
import { checkLedger } from '../../services/coins/ledger-check';
import type { HandlerMap } from '../types';

export const adminRankHandlers = {
  async checkLedger(_request, _reply, { db, lang, now }) {
    return ok(await checkLedger(db, new Date(now())), lang);
  },
  async runMonthlyPrize(request, _reply, { db, lang, config }) {
    return ok(await runMonthlyPrize(db, lang, request.body.month, new Date(), config.ledgerSigningKey), lang);
  },
} satisfies HandlerMap;
