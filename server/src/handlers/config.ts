// Handlers of the `config` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { getRegulation, listBusinessCoefficients, listFaq } from '../services/content/site';
import type { HandlerMap } from './types';

export const configHandlers = {
  async getRegulation(request) {
    const lang = langOf(request);
    return ok(await getRegulation(request.server.db, lang), lang);
  },
  async listFaq(request) {
    const lang = langOf(request);
    return ok(await listFaq(request.server.db, lang), lang);
  },
  async listBusinessCoefficients(request) {
    const lang = langOf(request);
    return ok(await listBusinessCoefficients(request.server.db, lang), lang);
  },
} satisfies HandlerMap;
