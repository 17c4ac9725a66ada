// Handlers of the `rank` tag, keyed by operationId (thin: one call into a service; rank lists go
// through the rank cache, one per database).
import type { Db } from '../db/index';
import { ok } from '../envelope';
import { langOf } from '../lang';
import { getUserProfile, listTeamRank, listUserRank } from '../services/rank';
import { RankCache } from '../services/rank-cache';
import type { HandlerMap } from './types';

const caches = new WeakMap<Db, RankCache>();
function rankCache(db: Db): RankCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new RankCache(db)));
  return cache;
}
const keyOf = (kind: string, lang: string, query: object) => `${kind}|${lang}|${JSON.stringify(query)}`;

export const rankHandlers = {
  async listUserRank(request) {
    const lang = langOf(request);
    const { db } = request.server;
    return ok(await rankCache(db).get(keyOf('user', lang, request.query), () => listUserRank(db, lang, request.query)), lang);
  },
  async listTeamRank(request) {
    const lang = langOf(request);
    const { db } = request.server;
    return ok(await rankCache(db).get(keyOf('team', lang, request.query), () => listTeamRank(db, lang, request.query)), lang);
  },
  async getUserProfile(request) {
    return ok(await getUserProfile(request.server.db, request.params.userId), langOf(request));
  },
} satisfies HandlerMap;
