// Handlers of the `adminTrade` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../../envelope';
import { actOnTrade, listAdminTrades } from '../../services/trade/admin';
import type { HandlerMap } from '../types';

export const adminTradeHandlers = {
  async listAdminTrades(request, _reply, { db, lang }) {
    return ok(await listAdminTrades(db, lang, request.query), lang);
  },
  async actOnTrade(request, _reply, { db, lang }) {
    return ok(await actOnTrade(db, lang, request.params.id, request.body), lang);
  },
} satisfies HandlerMap;
