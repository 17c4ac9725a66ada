// Personal API tokens: the list, creating one (its secret is in the answer, once) and revoking.
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';
import type { FormBody } from '../../lib/query/forms';

export function useApiTokens() {
  return $api.useQuery('get', '/v2/api/my/api-tokens');
}

const invalidates = ['/v2/api/my/api-tokens'] as const;

export function useCreateApiToken() {
  return useApiMutation((body: FormBody<'createApiToken'>) => api.POST('/v2/api/my/api-tokens', { body }), { invalidates });
}

export function useRevokeApiToken() {
  return useApiMutation((id: number) => api.DELETE('/v2/api/my/api-tokens/{id}', { params: { path: { id } } }), { invalidates });
}
