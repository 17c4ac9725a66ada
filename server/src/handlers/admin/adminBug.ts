// Handlers of the `adminBug` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../../envelope';
import { t } from '../../messages/index';
import { existingBug } from '../../services/bug/access';
import { assignBug, listAssignees } from '../../services/bug/assign';
import { bulkActOnBugs } from '../../services/bug/bulk';
import { createCommonResponse, deleteCommonResponse, listCommonResponses, updateCommonResponse } from '../../services/bug/common-responses';
import { createKnownIssue, deleteKnownIssue, listKnownIssues, updateKnownIssue } from '../../services/bug/known-issues';
import { leavePresence, touchPresence } from '../../services/bug/presence';
import { similarBugs } from '../../services/bug/similar';
import { dashboard } from '../../services/bug/dashboard';
import { staffDashboard } from '../../services/bug/staff-dashboard';
import { actOnBug, allowedActions } from '../../services/bug/flow';
import { adminBugDetail } from '../../services/bug/present';
import { exportAdminBugs, listAdminBugs } from '../../services/bug/queue';
import { slaDashboard } from '../../services/bug/sla';
import { fillPlaceholders, previewResponse } from '../../services/bug/placeholders';
import { askBugInfo, withdrawInfoRequest } from '../../services/bug/info-request';
import { listStaffComments, listStaffLogs } from '../../services/bug/staff-thread';
import { addComment } from '../../services/bug/thread';
import { signedInId } from '../../services/session/current-user';
import { exportCveRecord } from '../../services/standards/cve';
import { exportRegulatorForm } from '../../services/standards/regulator-form';
import { reportToRegulator, setProductVulnerability } from '../../services/bug/regulator';
import { sendCsv } from '../csv-reply';
import type { HandlerMap } from '../types';

export const adminBugHandlers = {
  async getAdminSlaDashboard(_request, _reply, { db, lang }) {
    return ok(await slaDashboard(db), lang);
  },
  async listAdminBugs(request, _reply, { db, lang, user, now }) {
    return ok(await listAdminBugs(db, lang, signedInId(user), request.query, new Date(now())), lang);
  },
  async exportAdminBugs(request, reply, { db, lang, user, now }) {
    return sendCsv(reply, t(lang).bug.staffCsvName, await exportAdminBugs(db, lang, signedInId(user), request.query, new Date(now())));
  },
  async exportCveRecord(request, _reply, { db, lang, config, now }) {
    const site = { publicUrl: config.publicUrl, publisherName: config.standards.publisherName, assignerOrgId: config.standards.cveAssignerOrgId };
    return ok(await exportCveRecord(db, lang, request.params.id, request.query.cveId, site, new Date(now())), lang);
  },
  async getAdminBug(request, _reply, { db, lang, now }) {
    return ok({ bug: await adminBugDetail(db, request.params.id, lang, allowedActions, new Date(now())) }, lang);
  },
  async setBugProductVulnerability(request, _reply, { db, lang, user, now, noteChange }) {
    const value = request.body.productVulnerability;
    const { before, clock } = await setProductVulnerability(db, lang, request.params.id, signedInId(user), value, new Date(now()));
    noteChange({ before: { productVulnerability: before }, after: { productVulnerability: value } });
    return ok(clock, lang);
  },
  async reportBugToRegulator(request, _reply, { db, lang, user, now, noteChange }) {
    const { before, clock } = await reportToRegulator(db, lang, request.params.id, signedInId(user), request.body, new Date(now()));
    noteChange({ before, after: { reportTime: clock.reportTime, reference: clock.reference } });
    return ok(clock, lang);
  },
  async exportRegulatorReport(request, _reply, { db, lang, config }) {
    const site = { publisherName: config.standards.publisherName, contactEmail: config.standards.contactEmail };
    return ok(await exportRegulatorForm(db, lang, request.params.id, site), lang);
  },
  async actOnBug(request, _reply, { db, lang, user, config, noteChange }) {
    // The status before, for the audit entry: read outside the move's transaction, so a move made
    // at the same instant by someone else may show in it; the entry's fields say what this one asked.
    const before = await existingBug(db, request.params.id);
    const answer = await actOnBug(db, lang, request.params.id, signedInId(user), request.body, config.publicUrl);
    noteChange({ before: { status: before.status }, after: { status: answer.status, rewardCoins: answer.rewardCoins } });
    return ok(answer, lang);
  },
  async bulkActOnBugs(request, _reply, { db, lang, user, config, noteChange }) {
    const answer = await bulkActOnBugs(db, lang, signedInId(user), request.body, config.publicUrl);
    noteChange({ after: { done: answer.done.length, refused: answer.refused.length } });
    return ok(answer, lang);
  },
  async replyAdminBug(request, _reply, { db, lang, user, config, now }) {
    const bug = await existingBug(db, request.params.id);
    // Filled before the length rule: what the researcher reads is what must fit.
    const content = await fillPlaceholders(db, bug, request.body.content, config.publicUrl);
    return ok(await addComment(db, lang, bug, signedInId(user), true, content, request.body.internal ?? false, request.body.mentions, new Date(now())), lang);
  },
  async previewBugResponse(request, _reply, { db, lang, config }) {
    return ok(await previewResponse(db, lang, await existingBug(db, request.params.id), request.body, config.publicUrl), lang);
  },
  async askBugInfo(request, _reply, { db, lang, user, now }) {
    return ok(await askBugInfo(db, lang, request.params.id, signedInId(user), request.body.question, new Date(now())), lang);
  },
  async withdrawBugInfo(request, _reply, { db, lang, user, now }) {
    return ok(await withdrawInfoRequest(db, request.params.id, signedInId(user), new Date(now())), lang);
  },
  async listAdminBugComments(request, _reply, { db, lang }) {
    return ok(await listStaffComments(db, await existingBug(db, request.params.id), request.query), lang);
  },
  async listAdminBugLogs(request, _reply, { db, lang }) {
    return ok(await listStaffLogs(db, lang, await existingBug(db, request.params.id), request.query), lang);
  },
  async assignAdminBug(request, _reply, { db, lang, user }) {
    return ok(await assignBug(db, lang, request.params.id, signedInId(user), request.body?.assigneeId), lang);
  },
  async touchBugPresence(request, _reply, { db, lang, user, now }) {
    const bug = await existingBug(db, request.params.id);
    return ok(await touchPresence(db, bug.id, signedInId(user), new Date(now())), lang);
  },
  async leaveBugPresence(request, _reply, { db, lang, user }) {
    const bug = await existingBug(db, request.params.id);
    return ok(await leavePresence(db, bug.id, signedInId(user)), lang);
  },
  async listBugAssignees(request, _reply, { db, lang }) {
    return ok(await listAssignees(db, request.query), lang);
  },
  async listCommonResponses(request, _reply, { db, lang }) {
    return ok(await listCommonResponses(db, request.query), lang);
  },
  async createCommonResponse(request, _reply, { db, lang }) {
    return ok(await createCommonResponse(db, lang, request.body), lang);
  },
  async updateCommonResponse(request, _reply, { db, lang }) {
    return ok(await updateCommonResponse(db, lang, request.params.id, request.body), lang);
  },
  async deleteCommonResponse(request, _reply, { db, lang }) {
    return ok(await deleteCommonResponse(db, request.params.id), lang);
  },
  async listKnownIssues(request, _reply, { db, lang }) {
    return ok(await listKnownIssues(db, request.query), lang);
  },
  async createKnownIssue(request, _reply, { db, lang, user }) {
    return ok(await createKnownIssue(db, lang, signedInId(user), request.body), lang);
  },
  async updateKnownIssue(request, _reply, { db, lang }) {
    return ok(await updateKnownIssue(db, lang, request.params.id, request.body), lang);
  },
  async deleteKnownIssue(request, _reply, { db, lang }) {
    return ok(await deleteKnownIssue(db, request.params.id), lang);
  },
  async listSimilarBugs(request, _reply, { db, lang }) {
    return ok(await similarBugs(db, lang, await existingBug(db, request.params.id)), lang);
  },
  async getAdminDashboard(_request, _reply, { db, lang }) {
    return ok(await dashboard(db, lang), lang);
  },
  async getAdminStaffDashboard(_request, _reply, { db, lang }) {
    return ok(await staffDashboard(db), lang);
  },
} satisfies HandlerMap;
