// Handlers of the `activity` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { getActivity, listActivities, listActivityRank, listNews } from '../services/content/activities';
import type { HandlerMap } from './types';

export const activityHandlers = {
  async listActivities(request) {
    const lang = langOf(request);
    return ok(await listActivities(request.server.db, lang, request.query), lang);
  },
  async getActivity(request) {
    return ok(await getActivity(request.server.db, request.params.id), langOf(request));
  },
  async listActivityRank(request) {
    return ok(await listActivityRank(request.server.db, request.params.id, request.query), langOf(request));
  },
  async listNews(request) {
    return ok(await listNews(request.server.db, request.query.activityId), langOf(request));
  },
} satisfies HandlerMap;
