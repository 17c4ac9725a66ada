// Handlers of the `announcement` tag, keyed by operationId (thin: one call into a service; answered
// from the public cache, plugins/app/public-cache.ts).
import { ok } from '../envelope';
import { answerPublic } from '../plugins/app/public-cache';
import { getAnnouncement, listAnnouncements } from '../services/content/announcements';
import type { HandlerMap } from './types';

export const announcementHandlers = {
  async listAnnouncements(request, reply, { db, lang }) {
    return answerPublic(request, reply, async () => ok(await listAnnouncements(db, lang, request.query), lang));
  },
  async getAnnouncement(request, reply, { db, lang }) {
    return answerPublic(request, reply, async () => ok(await getAnnouncement(db, lang, request.params.id), lang));
  },
} satisfies HandlerMap;
