// Handlers of the `config` tag, keyed by operationId (thin: one call into a service; answered from
// the public cache, plugins/app/public-cache.ts: a settings change is a write and bumps its version).
import { ok } from '../envelope';
import { answerPublic } from '../plugins/app/public-cache';
import { getRegulation, listBusinessCoefficients, listFaq } from '../services/content/site';
import { wechatQr } from '../services/content/wechat-qr';
import type { HandlerMap } from './types';

export const configHandlers = {
  async getRegulation(request, reply, { db, lang }) {
    return answerPublic(request, reply, async () => ok(await getRegulation(db, lang), lang));
  },
  async listFaq(request, reply, { db, lang }) {
    return answerPublic(request, reply, async () => ok(await listFaq(db, lang), lang));
  },
  async listBusinessCoefficients(request, reply, { db, lang }) {
    return answerPublic(request, reply, async () => ok(await listBusinessCoefficients(db, lang), lang));
  },
  // An image of the configuration alone (no setting): cached by browsers for a day.
  async getWechatQr(_request, reply, { config }) {
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(await wechatQr(config.wechatUrl));
  },
} satisfies HandlerMap;
