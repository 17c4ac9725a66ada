// Handlers of the `activity` tag, keyed by operationId (thin: one call into a service; answered from
// the public cache, plugins/public-cache.ts).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { answerPublic } from '../plugins/public-cache';
import { getActivity, listActivities, listActivityRank, listNews } from '../services/content/activities';
import type { HandlerMap } from './types';

export const activityHandlers = {
  async listActivities(request, reply) {
    const lang = langOf(request);
    return answerPublic(request, reply, async () => ok(await listActivities(request.server.db, lang, request.query), lang));
  },
  async getActivity(request, reply) {
    return answerPublic(request, reply, async () => ok(await getActivity(request.server.db, request.params.id), langOf(request)));
  },
  async listActivityRank(request, reply) {
    return answerPublic(request, reply, async () => ok(await listActivityRank(request.server.db, request.params.id, request.query), langOf(request)));
  },
  async listNews(request, reply) {
    return answerPublic(request, reply, async () => ok(await listNews(request.server.db, request.query.activityId), langOf(request)));
  },
} satisfies HandlerMap;
