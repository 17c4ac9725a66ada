// Handlers of the `rank` tag, keyed by operationId (thin: one call into a service; rank lists go
// through the app's rank cache, app.rankCache).
import { ok } from '../envelope';
import { getUserProfile, listTeamRank, listUserRank } from '../services/rank';
import type { HandlerMap } from './types';

const keyOf = (kind: string, lang: string, query: object) => `${kind}|${lang}|${JSON.stringify(query)}`;

export const rankHandlers = {
  async listUserRank(request, _reply, { lang }) {
    const { db, rankCache } = request.server;
    return ok(await rankCache.get(keyOf('user', lang, request.query), () => listUserRank(db, lang, request.query)), lang);
  },
  async listTeamRank(request, _reply, { lang }) {
    const { db, rankCache } = request.server;
    return ok(await rankCache.get(keyOf('team', lang, request.query), () => listTeamRank(db, lang, request.query)), lang);
  },
  async getUserProfile(request, _reply, { db, lang }) {
    return ok(await getUserProfile(db, request.params.userId), lang);
  },
} satisfies HandlerMap;
