// Handlers of the `reward` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { requireUserId } from '../services/current-user';
import { getReward, getRewardInfo, listRewards } from '../services/content/rewards';
import { createTrade } from '../services/trade/create';
import { listMyTrades } from '../services/trade/records';
import type { HandlerMap } from './types';

export const rewardHandlers = {
  async listRewards(request) {
    const lang = langOf(request);
    return ok(await listRewards(request.server.db, lang, request.query), lang);
  },
  async getReward(request) {
    return ok(await getReward(request.server.db, request.params.id), langOf(request));
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
