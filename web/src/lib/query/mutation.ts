// A change through the API: the page sends it with openapi-fetch's typed call, gets an ApiResult
// back (a refused change is an answer the page shows, e.g. a wrong captcha, not an exception), and
// on success every query under the paths it names is fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type ApiResult, type OkData } from '../api';
import type { ReadPath } from './paths';

interface Outcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export interface MutationOptions<D> {
  /** GET paths whose queries (with any parameters) this change makes stale. */
  invalidates?: readonly ReadPath[];
  onSuccess?: (data: D) => void;
}

export function useApiMutation<V, T>(send: (vars: V) => Promise<Outcome<T>>, options: MutationOptions<OkData<T>> = {}) {
  const queryClient = useQueryClient();
  return useMutation<ApiResult<OkData<T>>, never, V>({
    mutationFn: (vars) => call(() => send(vars)),
    onSuccess: async (result) => {
      if (!result.ok) return;
      options.onSuccess?.(result.data);
      await invalidatePaths(queryClient, options.invalidates ?? []);
    },
  });
}

export function invalidatePaths(queryClient: ReturnType<typeof useQueryClient>, paths: readonly ReadPath[]) {
  return Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })));
}
