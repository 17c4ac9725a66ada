// The caller's team, its switch rule and pending application (getMyTeam), shared by the team pages.
import { call } from '../../lib/api';
import { api } from '../../lib/apiClient';
import { useApi } from '../../lib/useApi';

export function useMyTeam(version = 0) {
  return useApi(`my-team:${version}`, () => call(() => api.GET('/v2/api/my/team')));
}
