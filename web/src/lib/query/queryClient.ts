// One QueryClient for the site. Business answers (retcode ≠ 0) are final, so only a network
// failure or a timeout is tried once more; pages do not refetch when the window regains focus
// (a researcher's half-read list must not jump), and data counts as fresh for 30 s.
import { QueryClient } from '@tanstack/react-query';
import type { ApiFailure } from '../api';

export function makeQueryClient({ retry = true }: { retry?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => retry && count < 1 && (error as Partial<ApiFailure>).kind !== 'api',
      },
      mutations: { retry: false },
    },
  });
}
