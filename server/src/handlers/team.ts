// Handlers of the `team` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { requireUserId } from '../services/current-user';
import { getPublicTeam } from '../services/rank';
import { applyTeam, createTeam, decideApplication, getMyTeam, leaveTeam, searchTeams } from '../services/team';
import type { HandlerMap } from './types';

export const teamHandlers = {
  async getTeam(request) {
    const lang = langOf(request);
    return ok(await getPublicTeam(request.server.db, lang, request.params.id, request.query), lang);
  },
  async getMyTeam(request) {
    const lang = langOf(request);
    return ok(await getMyTeam(request.server.db, lang, requireUserId(request)), lang);
  },
  async searchTeams(request) {
    return ok(await searchTeams(request.server.db, request.query), langOf(request));
  },
  async createTeam(request) {
    const lang = langOf(request);
    return ok(await createTeam(request.server.db, lang, requireUserId(request), request.body), lang);
  },
  async applyTeam(request) {
    const lang = langOf(request);
    return ok(await applyTeam(request.server.db, lang, requireUserId(request), request.params.id), lang);
  },
  async approveTeamApplication(request) {
    const lang = langOf(request);
    return ok(await decideApplication(request.server.db, lang, requireUserId(request), request.params.id, true), lang);
  },
  async refuseTeamApplication(request) {
    const lang = langOf(request);
    return ok(await decideApplication(request.server.db, lang, requireUserId(request), request.params.id, false), lang);
  },
  async leaveTeam(request) {
    const lang = langOf(request);
    return ok(await leaveTeam(request.server.db, lang, requireUserId(request)), lang);
  },
} satisfies HandlerMap;
