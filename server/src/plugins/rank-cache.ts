// One rank cache per app (app.rankCache), made with the app's database: tests and several apps in
// one process never share answers, and nothing outlives the app that made it.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { RankCache } from '../services/rank-cache';

export const rankCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('rankCache', new RankCache(app.db));
  },
  { name: 'rank-cache', dependencies: ['db'] },
);
