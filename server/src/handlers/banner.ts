// Handlers of the `banner` tag, keyed by operationId (thin: one call into a service; answered from
// the public cache, plugins/public-cache.ts).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { answerPublic } from '../plugins/public-cache';
import { listBanners } from '../services/content/site';
import type { HandlerMap } from './types';

export const bannerHandlers = {
  async listBanners(request, reply) {
    const lang = langOf(request);
    return answerPublic(request, reply, async () => ok(await listBanners(request.server.db, lang), lang));
  },
} satisfies HandlerMap;
