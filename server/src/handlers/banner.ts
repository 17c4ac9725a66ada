// Handlers of the `banner` tag, keyed by operationId (thin: one call into a service; answered from
// the public cache, plugins/app/public-cache.ts).
import { ok } from '../envelope';
import { answerPublic } from '../plugins/app/public-cache';
import { listBanners } from '../services/content/site';
import type { HandlerMap } from './types';

export const bannerHandlers = {
  async listBanners(request, reply, { db, lang }) {
    return answerPublic(request, reply, async () => ok(await listBanners(db, lang), lang));
  },
} satisfies HandlerMap;
