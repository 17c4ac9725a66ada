// The site's one query cache for the page's life, shared by React (App's provider) and by plain
// modules (start-up, the session's loader, the sign-in guard), as lib/store.ts shares the jotai
// store of the UI's own state; the language is part of every request and changing it reloads the
// page, so one cache serves the whole visit. Business answers (retcode ≠ 0) are final, so only a
// network failure or a timeout is tried once more; pages do not refetch when the window regains
// focus (a researcher's half-read list must not jump), and data counts as fresh for 30 s.
import { QueryClient } from '@tanstack/react-query';
import type { ApiFailure } from '../api';

export const appQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => count < 1 && (error as Partial<ApiFailure>).kind !== 'api',
    },
    mutations: { retry: false },
  },
});
