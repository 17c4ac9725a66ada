// Handlers of the `config` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { getRegulation, listBusinessCoefficients, listFaq } from '../services/content/site';
import type { HandlerMap } from './types';

export const configHandlers = {
  async getRegulation(_request, _reply, { db, lang }) {
    return ok(await getRegulation(db, lang), lang);
  },
  async listFaq(_request, _reply, { db, lang }) {
    return ok(await listFaq(db, lang), lang);
  },
  async listBusinessCoefficients(_request, _reply, { db, lang }) {
    return ok(await listBusinessCoefficients(db, lang), lang);
  },
} satisfies HandlerMap;
