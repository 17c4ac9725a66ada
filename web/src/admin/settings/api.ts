// The settings screen's reads and change: the rules as they apply now, the change that saves some of
// them (the log gains an entry per changed rule, so both are stale after it), the change log, and
// the timed jobs' last runs.
import type { SettingKey } from '@generated/enums';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';
import type { FormBody } from '../../lib/query/forms';

export const LOG_PAGE_SIZE = 10;

export type SettingsBody = FormBody<'updateAdminSettings'>;

export function useAdminSettings() {
  return $api.useQuery('get', '/v2/admin/api/settings');
}

export function useUpdateSettings() {
  return useApiMutation((body: SettingsBody) => api.PUT('/v2/admin/api/settings', { body }), {
    invalidates: ['/v2/admin/api/settings', '/v2/admin/api/settings/log'],
  });
}

export function useSettingChanges(query: { page: number; key?: SettingKey }) {
  return $api.useQuery('get', '/v2/admin/api/settings/log', { params: { query: { ...query, pageSize: LOG_PAGE_SIZE } } });
}

/** Every timed job's last run and last success (owners and viewers). */
export function useJobRuns() {
  return $api.useQuery('get', '/v2/admin/api/settings/jobs');
}
