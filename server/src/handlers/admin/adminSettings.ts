// Handlers of the `adminSettings` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../../envelope';
import { listJobRuns } from '../../services/jobs/job-runs';
import { signedInId } from '../../services/session/current-user';
import { getAdminSettings, listSettingChanges, updateAdminSettings } from '../../services/settings/settings-admin';
import type { HandlerMap } from '../types';

export const adminSettingsHandlers = {
  async getAdminSettings(_request, _reply, { db, lang }) {
    return ok(await getAdminSettings(db), lang);
  },
  async updateAdminSettings(request, _reply, { db, lang, user }) {
    return ok(await updateAdminSettings(db, lang, signedInId(user), request.body), lang);
  },
  async listSettingChanges(request, _reply, { db, lang }) {
    return ok(await listSettingChanges(db, request.query), lang);
  },
  async listJobRuns(_request, _reply, { db, lang }) {
    return ok(await listJobRuns(db), lang);
  },
} satisfies HandlerMap;
