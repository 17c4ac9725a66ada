// Lists that load more (docs/rules.md#states-and-transitions: hasMore from total versus page size), as infinite queries whose
// page parameter is `page`, starting at 1.
import type { InfiniteData } from '@tanstack/react-query';

/** Options for `$api.useInfiniteQuery` over a list answering `{ <items>, total }`. */
export function pagedList<P extends { total: number }>(pageSize: number, itemsOf: (page: P) => readonly unknown[]) {
  return {
    pageParamName: 'page',
    initialPageParam: 1,
    getNextPageParam: (last: P, all: P[]) => {
      const loaded = all.reduce((n, page) => n + itemsOf(page).length, 0);
      return itemsOf(last).length > 0 && loaded < last.total && all.length * pageSize < last.total ? all.length + 1 : undefined;
    },
  };
}

/** Every item of the pages loaded so far, in order. */
export function allItems<P, T>(data: InfiniteData<P> | undefined, itemsOf: (page: P) => readonly T[]): T[] {
  return data ? data.pages.flatMap((page) => [...itemsOf(page)]) : [];
}
