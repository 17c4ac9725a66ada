// Handlers of the `team` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { signedInId } from '../services/session/current-user';
import { getPublicTeam } from '../services/rank/rank';
import { applyTeam, createTeam, decideApplication, getMyTeam, leaveTeam, searchTeams } from '../services/team/team';
import type { HandlerMap } from './types';

export const teamHandlers = {
  async getTeam(request, _reply, { db, lang }) {
    return ok(await getPublicTeam(db, lang, request.params.id, request.query), lang);
  },
  async getMyTeam(_request, _reply, { db, lang, user }) {
    return ok(await getMyTeam(db, lang, signedInId(user)), lang);
  },
  async searchTeams(request, _reply, { db, lang }) {
    return ok(await searchTeams(db, request.query), lang);
  },
  async createTeam(request, _reply, { db, lang, user }) {
    return ok(await createTeam(db, lang, signedInId(user), request.body), lang);
  },
  async applyTeam(request, _reply, { db, lang, user }) {
    return ok(await applyTeam(db, lang, signedInId(user), request.params.id), lang);
  },
  async approveTeamApplication(request, _reply, { db, lang, user }) {
    return ok(await decideApplication(db, lang, signedInId(user), request.params.id, true), lang);
  },
  async refuseTeamApplication(request, _reply, { db, lang, user }) {
    return ok(await decideApplication(db, lang, signedInId(user), request.params.id, false), lang);
  },
  async leaveTeam(_request, _reply, { db, lang, user }) {
    return ok(await leaveTeam(db, lang, signedInId(user)), lang);
  },
} satisfies HandlerMap;
