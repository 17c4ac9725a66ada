// Handlers of the `adminBug` tag, keyed by operationId (thin: one call into a service).
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { bugs } from '../db/schema';
import { ApiError, ok, Retcode } from '../envelope';
import { t } from '../messages/index';
import { langOf } from '../lang';
import { assignBug, listAssignees } from '../services/bug/assign';
import { createCommonResponse, deleteCommonResponse, listCommonResponses, updateCommonResponse } from '../services/bug/common-responses';
import { dashboard } from '../services/bug/dashboard';
import { actOnBug, allowedActions } from '../services/bug/flow';
import { adminBugDetail } from '../services/bug/present';
import { exportAdminBugs, listAdminBugs } from '../services/bug/queue';
import { listStaffComments, listStaffLogs } from '../services/bug/staff-thread';
import { addComment } from '../services/bug/thread';
import { requireUserId } from '../services/current-user';
import { sendCsv } from './csv-reply';
import type { HandlerMap } from './types';

async function existingBug(request: FastifyRequest, id: number) {
  const [bug] = await request.server.db.select().from(bugs).where(eq(bugs.id, id));
  if (!bug) throw new ApiError(Retcode.NotFound);
  return bug;
}

export const adminBugHandlers = {
  async listAdminBugs(request) {
    const lang = langOf(request);
    return ok(await listAdminBugs(request.server.db, lang, requireUserId(request), request.query), lang);
  },
  async exportAdminBugs(request, reply) {
    const lang = langOf(request);
    return sendCsv(reply, t(lang).bug.staffCsvName, await exportAdminBugs(request.server.db, lang, requireUserId(request), request.query));
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
    const bug = await existingBug(request, request.params.id);
    return ok(await addComment(request.server.db, lang, bug, requireUserId(request), true, request.body.content, request.body.internal ?? false), lang);
  },
  async listAdminBugComments(request) {
    const lang = langOf(request);
    return ok(await listStaffComments(request.server.db, await existingBug(request, request.params.id), request.query), lang);
  },
  async listAdminBugLogs(request) {
    const lang = langOf(request);
    return ok(await listStaffLogs(request.server.db, lang, await existingBug(request, request.params.id), request.query), lang);
  },
  async assignAdminBug(request) {
    const lang = langOf(request);
    return ok(await assignBug(request.server.db, lang, request.params.id, requireUserId(request), request.body?.assigneeId), lang);
  },
  async listBugAssignees(request) {
    return ok(await listAssignees(request.server.db, request.query), langOf(request));
  },
  async listCommonResponses(request) {
    return ok(await listCommonResponses(request.server.db, request.query), langOf(request));
  },
  async createCommonResponse(request) {
    const lang = langOf(request);
    return ok(await createCommonResponse(request.server.db, lang, request.body), lang);
  },
  async updateCommonResponse(request) {
    const lang = langOf(request);
    return ok(await updateCommonResponse(request.server.db, lang, request.params.id, request.body), lang);
  },
  async deleteCommonResponse(request) {
    const lang = langOf(request);
    return ok(await deleteCommonResponse(request.server.db, request.params.id), lang);
  },
  async getAdminDashboard(request) {
    const lang = langOf(request);
    return ok(await dashboard(request.server.db, lang), lang);
  },
} satisfies HandlerMap;
