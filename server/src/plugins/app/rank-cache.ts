// One rank cache per app (app.rankCache), made with the app's database: tests and several apps in
// one process never share answers, and nothing outlives the app that made it.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { RankCache, RANK_CACHE_TTL_MS } from '../../services/rank/rank-cache';

/**
 * With the public cache on, a hit reads the app's content version (change-feed.ts: every committed
 * write, here or on another server) and makes no query; otherwise it checks the database's versions.
 */
export const rankCachePlugin = fp(
  async (app: FastifyInstance, opts: { processVersion: boolean }) => {
    const version = opts.processVersion ? () => app.changes.version() : undefined;
    app.decorate('rankCache', new RankCache(app.db, RANK_CACHE_TTL_MS, Date.now, version));
  },
  { name: 'rank-cache', dependencies: ['db', 'change-feed'] },
);
