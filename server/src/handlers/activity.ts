// Handlers of the `activity` tag, keyed by operationId (thin: one call into a service; answered from
// the public cache, plugins/app/public-cache.ts).
import { ok } from '../envelope';
import { answerPublic } from '../plugins/app/public-cache';
import { getActivity, listActivities, listActivityRank, listNews } from '../services/content/activities';
import type { HandlerMap } from './types';

export const activityHandlers = {
  async listActivities(request, reply, { db, lang }) {
    return answerPublic(request, reply, async () => ok(await listActivities(db, lang, request.query), lang));
  },
  async getActivity(request, reply, { db, lang }) {
    return answerPublic(request, reply, async () => ok(await getActivity(db, request.params.id), lang));
  },
  async listActivityRank(request, reply, { db, lang }) {
    return answerPublic(request, reply, async () => ok(await listActivityRank(db, request.params.id, request.query), lang));
  },
  async listNews(request, reply, { db, lang }) {
    return answerPublic(request, reply, async () => ok(await listNews(db, request.query.activityId), lang));
  },
} satisfies HandlerMap;
