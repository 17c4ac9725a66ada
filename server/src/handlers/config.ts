// Handlers of the `config` tag, keyed by operationId (thin: one call into a service; answered from
// the public cache, plugins/public-cache.ts: a settings change is a write and bumps its version).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { answerPublic } from '../plugins/public-cache';
import { getRegulation, listBusinessCoefficients, listFaq } from '../services/content/site';
import type { HandlerMap } from './types';

export const configHandlers = {
  async getRegulation(request, reply) {
    const lang = langOf(request);
    return answerPublic(request, reply, async () => ok(await getRegulation(request.server.db, lang), lang));
  },
  async listFaq(request, reply) {
    const lang = langOf(request);
    return answerPublic(request, reply, async () => ok(await listFaq(request.server.db, lang), lang));
  },
  async listBusinessCoefficients(request, reply) {
    const lang = langOf(request);
    return answerPublic(request, reply, async () => ok(await listBusinessCoefficients(request.server.db, lang), lang));
  },
} satisfies HandlerMap;
