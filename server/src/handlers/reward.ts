// Handlers of the `reward` tag, keyed by operationId (thin: one call into a service; the gift list
// and a gift from the public cache, plugins/app/public-cache.ts: an exchange is a write and bumps it).
import { ok } from '../envelope';
import { answerPublic } from '../plugins/app/public-cache';
import { signedInId } from '../services/session/current-user';
import { getReward, getRewardInfo, listRewards } from '../services/content/rewards';
import { createTrade } from '../services/trade/create';
import { listMyTrades } from '../services/trade/records';
import type { HandlerMap } from './types';

export const rewardHandlers = {
  async listRewards(request, reply, { db, lang }) {
    return answerPublic(request, reply, async () => ok(await listRewards(db, lang, request.query), lang), { maxAge: 0 });
  },
  async getReward(request, reply, { db, lang }) {
    return answerPublic(request, reply, async () => ok(await getReward(db, request.params.id), lang), { maxAge: 0 });
  },
  async createTrade(request, _reply, { db, lang, user }) {
    return ok(await createTrade(db, lang, signedInId(user), request.body), lang);
  },
  async listMyTrades(request, _reply, { db, lang, user }) {
    return ok(await listMyTrades(db, lang, signedInId(user), request.query), lang);
  },
  async getRewardInfo(_request, _reply, { db, lang, user }) {
    return ok(await getRewardInfo(db, signedInId(user)), lang);
  },
} satisfies HandlerMap;
