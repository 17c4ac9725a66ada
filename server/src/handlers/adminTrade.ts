// Handlers of the `adminTrade` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { actOnTrade, listAdminTrades } from '../services/trade/admin';
import type { HandlerMap } from './types';

export const adminTradeHandlers = {
  async listAdminTrades(request) {
    const lang = langOf(request);
    return ok(await listAdminTrades(request.server.db, lang, request.query), lang);
  },
  async actOnTrade(request) {
    const lang = langOf(request);
    return ok(await actOnTrade(request.server.db, lang, request.params.id, request.body), lang);
  },
} satisfies HandlerMap;
