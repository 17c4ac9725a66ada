// Handlers of the `bug` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { bugTypeTree } from '../services/bug-types';
import { listBugActivities } from '../services/content/activities';
import type { HandlerMap } from './types';

export const bugHandlers = {
  async listBugTypes(request) {
    return ok(bugTypeTree(langOf(request)), langOf(request));
  },
  async listBugActivities(request) {
    const lang = langOf(request);
    return ok(await listBugActivities(request.server.db, lang), lang);
  },
} satisfies HandlerMap;
