// Handlers of the `adminSettings` tag, keyed by operationId (thin: one call into a service).
import { ok } from '../envelope';
import { langOf } from '../lang';
import { requireUserId } from '../services/current-user';
import { getAdminSettings, listSettingChanges, updateAdminSettings } from '../services/settings-admin';
import type { HandlerMap } from './types';

export const adminSettingsHandlers = {
  async getAdminSettings(request) {
    return ok(await getAdminSettings(request.server.db), langOf(request));
  },
  async updateAdminSettings(request) {
    const lang = langOf(request);
    return ok(await updateAdminSettings(request.server.db, lang, requireUserId(request), request.body), lang);
  },
  async listSettingChanges(request) {
    return ok(await listSettingChanges(request.server.db, request.query), langOf(request));
  },
} satisfies HandlerMap;
