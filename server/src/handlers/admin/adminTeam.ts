// Handlers of the `adminTeam` tag (team review), keyed by operationId (thin: one call into a service).
import { ok } from '../../envelope';
import { listAdminTeams, reviewTeam } from '../../services/team/team';
import type { HandlerMap } from '../types';

export const adminTeamHandlers = {
  async listAdminTeams(request, _reply, { db, lang }) {
    return ok(await listAdminTeams(db, request.query), lang);
  },
  async reviewTeam(request, _reply, { db, lang }) {
    return ok(await reviewTeam(db, lang, request.params.id, request.body.approve, request.body.comment), lang);
  },
} satisfies HandlerMap;
