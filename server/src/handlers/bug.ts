// Handlers of the `bug` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { t } from '../messages/index';
import { readableBug } from '../services/bug/access';
import { answerRecheck } from '../services/bug/recheck';
import { bugDetail } from '../services/bug/present';
import { bugSla, responseStats } from '../services/bug/sla';
import { canResubmit, resubmitBug } from '../services/bug/resubmit';
import { exportBugs, listMyBugs } from '../services/bug/queries';
import { phoneRequiredFor, submitBug } from '../services/bug/submit';
import { bugHints } from '../services/bug/hint';
import { disclosureOf, requestDisclosure } from '../services/disclosure/disclosure';
import { cveRequestOf, requestCve } from '../services/standards/cve';
import { addComment, listComments, listLogs } from '../services/bug/thread';
import { getUrgeState, urge } from '../services/bug/urge';
import { bugTypeTree } from '../services/bug/bug-types';
import { listBugActivities } from '../services/content/activities';
import { isStaff, signedInId } from '../services/session/current-user';
import { answerPersonal } from '../plugins/app/personal-cache';
import { answerPublic } from '../plugins/app/public-cache';
import { sendCsv } from './csv-reply';
import type { HandlerMap } from './types';

export const bugHandlers = {
  async listBugTypes(_request, _reply, { lang }) {
    return ok(bugTypeTree(lang), lang);
  },
  async getBugHints(request, _reply, { db, lang, user }) {
    return ok(await bugHints(db, signedInId(user), request.query), lang);
  },
  async listBugActivities(_request, _reply, { db, lang }) {
    return ok(await listBugActivities(db, lang), lang);
  },
  async getBugRequirements(_request, _reply, { db, lang, user, sms }) {
    return ok({ phoneRequired: await phoneRequiredFor(db, signedInId(user), sms.delivers) }, lang);
  },
  async submitBug(request, _reply, ctx) {
    const session = { sessionToken: ctx.session.cookieToken, smsDelivers: ctx.sms.delivers, viaApiToken: Boolean(request.apiToken) };
    return ok(await submitBug(ctx, session, request.body), ctx.lang);
  },
  // Per account from memory (plugins/app/personal-cache.ts).
  async listMyBugs(request, reply, { db, lang, user }) {
    const userId = signedInId(user);
    return answerPersonal(request, reply, userId, async () => ok(await listMyBugs(db, lang, userId, request.query), lang));
  },
  async getResponseStats(request, reply, { db, lang }) {
    // The same for everyone and changed only by writes (which bump the content version) or the window
    // moving on (the cache's time limit): a hit costs no query.
    return answerPublic(request, reply, async () => ok(await responseStats(db), lang));
  },
  async exportMyBugs(request, reply, { db, lang, user }) {
    const csv = await exportBugs(db, lang, request.query, { ownerId: signedInId(user) });
    return sendCsv(reply, t(lang).bug.myCsvName, csv);
  },
  async getBug(request, _reply, { db, lang, user, now }) {
    const bug = await readableBug({ db, lang, user }, request.params.id);
    const detail = {
      ...(await bugDetail(db, bug, lang)),
      canResubmit: await canResubmit(db, bug),
      ...(await disclosureOf(db, bug)),
      ...(await cveRequestOf(db, bug)),
      sla: await bugSla(db, bug, new Date(now())),
    };
    return ok({ bug: detail }, lang);
  },
  async listBugComments(request, _reply, { db, lang, user }) {
    return ok(await listComments(db, lang, await readableBug({ db, lang, user }, request.params.id), request.query), lang);
  },
  async replyBug(request, _reply, { db, lang, user, now }) {
    const bug = await readableBug({ db, lang, user }, request.params.id);
    return ok(await addComment(db, lang, bug, signedInId(user), isStaff(user) && bug.userId !== user?.id, request.body.content, false, undefined, new Date(now())), lang);
  },
  async getUrgeState(request, _reply, { db, lang, user }) {
    return ok(await getUrgeState(db, await readableBug({ db, lang, user }, request.params.id, { ownerOnly: true })), lang);
  },
  async urgeBug(request, _reply, { db, lang, user }) {
    const bug = await readableBug({ db, lang, user }, request.params.id, { ownerOnly: true });
    return ok(await urge(db, lang, bug, signedInId(user)), lang);
  },
  async answerRecheck(request, _reply, { db, lang, user }) {
    return ok(await answerRecheck(db, lang, request.params.id, signedInId(user), request.body.answer), lang);
  },
  async requestDisclosure(request, _reply, { db, lang, user }) {
    return ok(await requestDisclosure(db, lang, request.params.id, signedInId(user), request.body), lang);
  },
  async requestCve(request, _reply, { db, lang, user, now }) {
    return ok(await requestCve(db, lang, request.params.id, signedInId(user), request.body.note, new Date(now())), lang);
  },
  async resubmitBug(request, _reply, { db, lang, user }) {
    return ok(await resubmitBug(db, lang, request.params.id, signedInId(user), request.body.note), lang);
  },
  async listLogs(request, _reply, { db, lang, user }) {
    return ok(await listLogs(db, lang, await readableBug({ db, lang, user }, request.query.bugId), request.query), lang);
  },
} satisfies HandlerMap;
