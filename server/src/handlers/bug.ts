// Handlers of the `bug` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { t } from '../messages/index';
import { langOf } from '../lang';
import { readableBug } from '../services/bug/access';
import { answerRecheck } from '../services/bug/flow';
import { bugDetail } from '../services/bug/present';
import { canResubmit, resubmitBug } from '../services/bug/resubmit';
import { exportBugs, listMyBugs } from '../services/bug/queries';
import { submitBug } from '../services/bug/submit';
import { addComment, listComments, listLogs } from '../services/bug/thread';
import { getUrgeState, urge } from '../services/bug/urge';
import { bugTypeTree } from '../services/bug-types';
import { listBugActivities } from '../services/content/activities';
import { isStaff, requireUserId } from '../services/current-user';
import { sendCsv } from './csv-reply';
import type { HandlerMap } from './types';

export const bugHandlers = {
  async listBugTypes(request) {
    return ok(bugTypeTree(langOf(request)), langOf(request));
  },
  async listBugActivities(request) {
    const lang = langOf(request);
    return ok(await listBugActivities(request.server.db, lang), lang);
  },
  async submitBug(request) {
    return ok(await submitBug(request, request.body), langOf(request));
  },
  async listMyBugs(request) {
    const lang = langOf(request);
    return ok(await listMyBugs(request.server.db, lang, requireUserId(request), request.query), lang);
  },
  async exportMyBugs(request, reply) {
    const lang = langOf(request);
    const csv = await exportBugs(request.server.db, lang, request.query, { ownerId: requireUserId(request) });
    return sendCsv(reply, t(lang).bug.myCsvName, csv);
  },
  async getBug(request) {
    const lang = langOf(request);
    const bug = await readableBug(request, request.params.id);
    const db = request.server.db;
    return ok({ bug: { ...(await bugDetail(db, bug, lang)), canResubmit: await canResubmit(db, bug) } }, lang);
  },
  async listBugComments(request) {
    const lang = langOf(request);
    return ok(await listComments(request.server.db, lang, await readableBug(request, request.params.id), request.query), lang);
  },
  async replyBug(request) {
    const lang = langOf(request);
    const bug = await readableBug(request, request.params.id);
    return ok(await addComment(request.server.db, lang, bug, requireUserId(request), isStaff(request) && bug.userId !== request.session.userId, request.body.content), lang);
  },
  async getUrgeState(request) {
    return ok(await getUrgeState(request.server.db, await readableBug(request, request.params.id, { ownerOnly: true })), langOf(request));
  },
  async urgeBug(request) {
    const lang = langOf(request);
    const bug = await readableBug(request, request.params.id, { ownerOnly: true });
    return ok(await urge(request.server.db, lang, bug, requireUserId(request)), lang);
  },
  async answerRecheck(request) {
    const lang = langOf(request);
    return ok(await answerRecheck(request.server.db, lang, request.params.id, requireUserId(request), request.body.answer), lang);
  },
  async resubmitBug(request) {
    const lang = langOf(request);
    return ok(await resubmitBug(request.server.db, lang, request.params.id, requireUserId(request), request.body.note), lang);
  },
  async listLogs(request) {
    const lang = langOf(request);
    return ok(await listLogs(request.server.db, lang, await readableBug(request, request.query.bugId), request.query), lang);
  },
} satisfies HandlerMap;
