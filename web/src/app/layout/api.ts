// The layout's one change: signing out. A full load of the home page follows, which starts the
// anonymous session cleanly (new token, an empty query cache), so nothing needs invalidating.
import { api } from '../../lib/apiClient';
import { useApiMutation } from '../../lib/query';

export function useSignOut() {
  return useApiMutation((_: void) => api.POST('/v2/api/logout'));
}
