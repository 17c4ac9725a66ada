// A list that grows page by page (spec §4: hasMore from total versus page size). `key` names the
// filter; a new key starts again from page 1.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiFailure, ApiResult } from './api';

export interface Page<T> {
  items: T[];
  total: number;
}

interface State<T> {
  key: string;
  items: T[];
  total: number;
  page: number;
  status: 'loading' | 'ok' | 'error';
  failure?: ApiFailure;
}

export function useLoadMore<T>(key: string, pageSize: number, loadPage: (page: number) => Promise<ApiResult<Page<T>>>) {
  const [state, setState] = useState<State<T>>({ key, items: [], total: 0, page: 0, status: 'loading' });
  const [request, setRequest] = useState({ key, page: 1, nonce: 0 });
  const loader = useRef(loadPage);
  useEffect(() => {
    loader.current = loadPage;
  });

  if (request.key !== key) setRequest({ key, page: 1, nonce: request.nonce });

  useEffect(() => {
    let live = true;
    const { key: forKey, page } = request;
    setState((prev) => ({ ...(page === 1 ? { items: [], total: 0 } : prev), key: forKey, page: prev.page, status: 'loading' }));
    void loader.current(page).then((result) => {
      if (!live) return;
      setState((prev) =>
        result.ok
          ? { key: forKey, items: page === 1 ? result.data.items : [...prev.items, ...result.data.items], total: result.data.total, page, status: 'ok' }
          : { ...prev, key: forKey, status: 'error', failure: result },
      );
    });
    return () => {
      live = false;
    };
  }, [request]);

  // The next page after the last one that arrived, so a failed page is asked for again.
  const loadMore = () => setRequest({ key, page: state.page + 1, nonce: request.nonce + 1 });
  const reload = useCallback(() => setRequest((r) => ({ key: r.key, page: 1, nonce: r.nonce + 1 })), []);
  const current = state.key === key ? state : { ...state, items: [], total: 0, status: 'loading' as const };
  return {
    ...current,
    hasMore: current.items.length < current.total && current.page * pageSize < current.total,
    loadMore,
    reload,
  };
}
