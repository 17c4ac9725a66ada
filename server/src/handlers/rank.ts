// Handlers of the `rank` tag, keyed by operationId (thin: one call into a service; rank lists go
// through the rank cache, one per database, and the public cache in front of it, which answers a hit
// with no query; without the public cache, PostgreSQL, the rank cache checks the database's versions).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index';
import { ok } from '../envelope';
import { langOf } from '../lang';
import { answerPublic } from '../plugins/public-cache';
import { getUserProfile, listTeamRank, listUserRank } from '../services/rank';
import { RankCache, RANK_CACHE_TTL_MS } from '../services/rank-cache';
import type { HandlerMap } from './types';

const caches = new WeakMap<Db, RankCache>();
function rankCache(server: FastifyInstance): RankCache {
  const { db } = server;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new RankCache(db, RANK_CACHE_TTL_MS, Date.now, server.publicCache.enabled ? 'process' : 'database')));
  return cache;
}
const keyOf = (kind: string, lang: string, query: object) => `${kind}|${lang}|${JSON.stringify(query)}`;

export const rankHandlers = {
  async listUserRank(request, reply) {
    const lang = langOf(request);
    const { db } = request.server;
    const load = () => rankCache(request.server).get(keyOf('user', lang, request.query), () => listUserRank(db, lang, request.query));
    return answerPublic(request, reply, async () => ok(await load(), lang));
  },
  async listTeamRank(request, reply) {
    const lang = langOf(request);
    const { db } = request.server;
    const load = () => rankCache(request.server).get(keyOf('team', lang, request.query), () => listTeamRank(db, lang, request.query));
    return answerPublic(request, reply, async () => ok(await load(), lang));
  },
  async getUserProfile(request, reply) {
    // A researcher's own change (nickname, portrait) shows on it: the browser asks every time.
    const load = async () => ok(await getUserProfile(request.server.db, request.params.userId), langOf(request));
    return answerPublic(request, reply, load, { maxAge: 0 });
  },
} satisfies HandlerMap;
