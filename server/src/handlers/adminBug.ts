// Handlers of the `adminBug` tag, keyed by operationId (thin: one call into a service).
import { eq } from 'drizzle-orm';
import { bugs } from '../db/schema';
import { ApiError, ok, Retcode } from '../envelope';
import { langOf } from '../lang';
import { actOnBug, allowedActions } from '../services/bug/flow';
import { adminBugDetail } from '../services/bug/present';
import { exportBugs, listAdminBugs } from '../services/bug/queries';
import { addComment } from '../services/bug/thread';
import { requireUserId } from '../services/current-user';
import { sendCsv } from './csv-reply';
import type { HandlerMap } from './types';

export const adminBugHandlers = {
  async listAdminBugs(request) {
    const lang = langOf(request);
    return ok(await listAdminBugs(request.server.db, lang, request.query), lang);
  },
  async exportAdminBugs(request, reply) {
    const lang = langOf(request);
    return sendCsv(reply, lang === 'en' ? 'reports' : '漏洞列表', await exportBugs(request.server.db, lang, request.query, { withReporter: true }));
  },
  async getAdminBug(request) {
    const lang = langOf(request);
    return ok({ bug: await adminBugDetail(request.server.db, request.params.id, lang, allowedActions) }, lang);
  },
  async actOnBug(request) {
    const lang = langOf(request);
    return ok(await actOnBug(request.server.db, lang, request.params.id, requireUserId(request), request.body), lang);
  },
  async replyAdminBug(request) {
    const lang = langOf(request);
    const [bug] = await request.server.db.select().from(bugs).where(eq(bugs.id, request.params.id));
    if (!bug) throw new ApiError(Retcode.NotFound);
    return ok(await addComment(request.server.db, lang, bug, requireUserId(request), true, request.body.content), lang);
  },
} satisfies HandlerMap;
