// Handlers of the `banner` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { listBanners } from '../services/content/site';
import type { HandlerMap } from './types';

export const bannerHandlers = {
  async listBanners(_request, _reply, { db, lang }) {
    return ok(await listBanners(db, lang), lang);
  },
} satisfies HandlerMap;
