// Handlers of the `apiToken` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { createApiToken, listApiTokens, revokeApiToken } from '../services/account/api-tokens';
import { signedInId } from '../services/session/current-user';
import type { HandlerMap } from './types';

export const apiTokenHandlers = {
  async listApiTokens(_request, _reply, { db, lang, user }) {
    return ok(await listApiTokens(db, signedInId(user)), lang);
  },
  async createApiToken(request, _reply, { db, lang, user }) {
    return ok(await createApiToken(db, lang, { id: signedInId(user), role: user!.role }, request.body), lang);
  },
  async revokeApiToken(request, _reply, { db, lang, user }) {
    return ok(await revokeApiToken(db, signedInId(user), request.params.id), lang);
  },
} satisfies HandlerMap;
