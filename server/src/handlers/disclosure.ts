// Handlers of the `disclosure` tag (the public disclosed reports), keyed by operationId.
import { ok } from '../envelope';
import { getDisclosure, listDisclosures } from '../services/disclosure/disclosure';
import type { HandlerMap } from './types';

export const disclosureHandlers = {
  async listDisclosures(request, _reply, { db, lang }) {
    return ok(await listDisclosures(db, lang, request.query), lang);
  },
  async getDisclosure(request, _reply, { db, lang }) {
    return ok(await getDisclosure(db, lang, request.params.id), lang);
  },
} satisfies HandlerMap;
