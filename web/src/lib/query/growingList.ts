// A load-more infinite query seen as the list the load-more footer draws (GrowingListFooter): its
// items so far, whether a page is on its way, the failure of the last page asked for, and the two
// retries (the next page again when some items are shown, the whole list when none are).
import type { InfiniteData } from '@tanstack/react-query';
import type { ApiFailure } from '../api';
import { allItems } from './paging';

/** The parts of `$api.useInfiniteQuery`'s result a load-more list reads. */
export interface InfiniteListQuery<P> {
  data: InfiniteData<P> | undefined;
  error: ApiFailure | null;
  isPending: boolean;
  isError: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

export function growingList<P, T>(query: InfiniteListQuery<P>, itemsOf: (page: P) => readonly T[]) {
  // A next page on its way counts as loading even after a failed one (the query keeps status
  // 'error' while it asks again), so the button spins instead of the error staying up.
  const status: 'loading' | 'ok' | 'error' = query.isPending || query.isFetchingNextPage ? 'loading' : query.isError ? 'error' : 'ok';
  return {
    items: allItems(query.data, itemsOf),
    status,
    failure: query.error ?? undefined,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    reload: () => void query.refetch(),
  };
}
