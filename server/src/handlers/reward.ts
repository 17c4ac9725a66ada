// Handlers of the `reward` tag, keyed by operationId (thin: one call into a service; the gift list
// and a gift from the public cache, plugins/public-cache.ts: an exchange is a write and bumps it).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { answerPublic } from '../plugins/public-cache';
import { requireUserId } from '../services/current-user';
import { getReward, getRewardInfo, listRewards } from '../services/content/rewards';
import { createTrade } from '../services/trade/create';
import { listMyTrades } from '../services/trade/records';
import type { HandlerMap } from './types';

export const rewardHandlers = {
  async listRewards(request, reply) {
    const lang = langOf(request);
    return answerPublic(request, reply, async () => ok(await listRewards(request.server.db, lang, request.query), lang), { maxAge: 0 });
  },
  async getReward(request, reply) {
    return answerPublic(request, reply, async () => ok(await getReward(request.server.db, request.params.id), langOf(request)), { maxAge: 0 });
  },
  async createTrade(request) {
    const lang = langOf(request);
    return ok(await createTrade(request.server.db, lang, requireUserId(request), request.body), lang);
  },
  async listMyTrades(request) {
    const lang = langOf(request);
    return ok(await listMyTrades(request.server.db, lang, requireUserId(request), request.query), lang);
  },
  async getRewardInfo(request) {
    return ok(await getRewardInfo(request.server.db, requireUserId(request)), langOf(request));
  },
} satisfies HandlerMap;
