// Handlers of the `announcement` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { getAnnouncement, listAnnouncements } from '../services/content/announcements';
import type { HandlerMap } from './types';

export const announcementHandlers = {
  async listAnnouncements(request) {
    const lang = langOf(request);
    return ok(await listAnnouncements(request.server.db, lang, request.query), lang);
  },
  async getAnnouncement(request) {
    const lang = langOf(request);
    return ok(await getAnnouncement(request.server.db, lang, request.params.id), lang);
  },
} satisfies HandlerMap;
