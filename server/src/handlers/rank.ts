// Handlers of the `rank` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { getUserProfile, listTeamRank, listUserRank } from '../services/rank';
import type { HandlerMap } from './types';

export const rankHandlers = {
  async listUserRank(request) {
    const lang = langOf(request);
    return ok(await listUserRank(request.server.db, lang, request.query), lang);
  },
  async listTeamRank(request) {
    const lang = langOf(request);
    return ok(await listTeamRank(request.server.db, lang, request.query), lang);
  },
  async getUserProfile(request) {
    return ok(await getUserProfile(request.server.db, request.params.userId), langOf(request));
  },
} satisfies HandlerMap;
