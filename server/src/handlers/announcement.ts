// Handlers of the `announcement` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { getAnnouncement, listAnnouncements } from '../services/content/announcements';
import type { HandlerMap } from './types';

export const announcementHandlers = {
  async listAnnouncements(request, _reply, { db, lang }) {
    return ok(await listAnnouncements(db, lang, request.query), lang);
  },
  async getAnnouncement(request, _reply, { db, lang }) {
    return ok(await getAnnouncement(db, lang, request.params.id), lang);
  },
} satisfies HandlerMap;
