// A list's filters live in the address (a filtered queue can be shared as a link). Values are
// strings as in the address; an empty value removes the key; changing any filter but the page goes
// back to page 1. The page's language value is kept.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';

export type FilterValues<K extends string> = Partial<Record<K, string>>;

export function useFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const out: FilterValues<K> = {};
    for (const key of keys) {
      const value = params.get(key);
      if (value !== null && value !== '') out[key] = value;
    }
    return out;
    // keys is a constant list per screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const set = useCallback(
    (changes: FilterValues<K> & { page?: number }) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes) as [string, string | number | undefined][]) {
          if (key === 'page') continue;
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (changes.page && changes.page > 1) next.set('page', String(changes.page));
        else next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  return { values, page, set };
}
