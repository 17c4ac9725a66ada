// Handlers of the `adminView` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../../envelope';
import { signedInId, type Caller } from '../../services/session/current-user';
import { createBugView, deleteBugView, listBugViews, setBugViewPin, updateBugView, type ViewCaller } from '../../services/bug/views';
import type { HandlerMap } from '../types';

const viewCaller = (user: Caller | null): ViewCaller => ({ id: signedInId(user), owner: user?.staffRoles?.includes('owner') ?? false });

export const adminViewHandlers = {
  async listBugViews(_request, _reply, { db, lang, user }) {
    return ok(await listBugViews(db, lang, viewCaller(user)), lang);
  },
  async createBugView(request, _reply, { db, lang, user }) {
    return ok(await createBugView(db, lang, viewCaller(user), request.body), lang);
  },
  async updateBugView(request, _reply, { db, lang, user }) {
    return ok(await updateBugView(db, lang, viewCaller(user), request.params.id, request.body), lang);
  },
  async deleteBugView(request, _reply, { db, lang, user }) {
    return ok(await deleteBugView(db, lang, viewCaller(user), request.params.id), lang);
  },
  async setBugViewPin(request, _reply, { db, lang, user }) {
    return ok(await setBugViewPin(db, viewCaller(user), request.body), lang);
  },
} satisfies HandlerMap;
