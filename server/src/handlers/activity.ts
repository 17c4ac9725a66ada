// Handlers of the `activity` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { getActivity, listActivities, listActivityRank, listNews } from '../services/content/activities';
import type { HandlerMap } from './types';

export const activityHandlers = {
  async listActivities(request, _reply, { db, lang }) {
    return ok(await listActivities(db, lang, request.query), lang);
  },
  async getActivity(request, _reply, { db, lang }) {
    return ok(await getActivity(db, request.params.id), lang);
  },
  async listActivityRank(request, _reply, { db, lang }) {
    return ok(await listActivityRank(db, request.params.id, request.query), lang);
  },
  async listNews(request, _reply, { db, lang }) {
    return ok(await listNews(db, request.query.activityId), lang);
  },
} satisfies HandlerMap;
