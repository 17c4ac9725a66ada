// Handlers of the `banner` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { listBanners } from '../services/content/site';
import type { HandlerMap } from './types';

export const bannerHandlers = {
  async listBanners(request) {
    return ok(await listBanners(request.server.db, langOf(request)), langOf(request));
  },
} satisfies HandlerMap;
