// Handlers of the `rank` tag, keyed by operationId (thin: one call into a service; rank lists go
// through the app's rank cache, app.rankCache).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { getUserProfile, listTeamRank, listUserRank } from '../services/rank';
import type { HandlerMap } from './types';

const keyOf = (kind: string, lang: string, query: object) => `${kind}|${lang}|${JSON.stringify(query)}`;

export const rankHandlers = {
  async listUserRank(request) {
    const lang = langOf(request);
    const { db, rankCache } = request.server;
    return ok(await rankCache.get(keyOf('user', lang, request.query), () => listUserRank(db, lang, request.query)), lang);
  },
  async listTeamRank(request) {
    const lang = langOf(request);
    const { db, rankCache } = request.server;
    return ok(await rankCache.get(keyOf('team', lang, request.query), () => listTeamRank(db, lang, request.query)), lang);
  },
  async getUserProfile(request) {
    return ok(await getUserProfile(request.server.db, request.params.userId), langOf(request));
  },
} satisfies HandlerMap;
