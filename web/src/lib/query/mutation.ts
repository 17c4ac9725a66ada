// A change through the API: the page sends it with openapi-fetch's typed call, gets an ApiResult
// back (a refused change is an answer the page shows, e.g. a wrong captcha, not an exception), and
// on success every query under the paths it names is fetched again.
import { useMutation, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
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

/**
 * The queries `filters` pick are made stale and the shown ones fetched again. A first read still on
 * its way may have been read before the change: TanStack re-sends only reads that already hold an
 * answer and hands a first one's answer on as it comes, so such a read is cancelled first and then
 * sent again (a live notice arriving while the message list loaded left the list, and its unread
 * count, a step behind).
 */
export async function invalidateFresh(queryClient: QueryClient, filters: { queryKey?: readonly unknown[]; predicate?: (query: Query) => boolean }): Promise<void> {
  const firstReadOnItsWay = (query: Query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined && (filters.predicate?.(query) ?? true);
  await queryClient.cancelQueries({ queryKey: filters.queryKey, predicate: firstReadOnItsWay });
  await queryClient.invalidateQueries(filters);
}

/** Every query under `paths` (with any parameters) is fetched again (invalidateFresh). */
export function invalidatePaths(queryClient: QueryClient, paths: readonly ReadPath[]) {
  return Promise.all(paths.map((path) => invalidateFresh(queryClient, { queryKey: ['get', path] })));
}
