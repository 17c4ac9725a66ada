// Handlers of the `team` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { getPublicTeam } from '../services/rank';
import type { HandlerMap } from './types';

export const teamHandlers = {
  async getTeam(request) {
    const lang = langOf(request);
    return ok(await getPublicTeam(request.server.db, lang, request.params.id, request.query), lang);
  },
} satisfies HandlerMap;
