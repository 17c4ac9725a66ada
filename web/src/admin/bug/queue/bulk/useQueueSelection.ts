// Which reports of the queue are chosen for a bulk action: ids ticked by hand (kept across pages),
// or every report matching the filters ("select all N", as a mail client does). Changing the filters
// starts again, since "all matching" and the ticked rows belong to the filters they were chosen under.
import { useCallback, useState } from 'react';

export interface QueueSelection {
  ids: ReadonlySet<number>;
  allMatching: boolean;
  toggle: (id: number, on: boolean) => void;
  setPage: (ids: number[], on: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
}

export function useQueueSelection(filterKey: string): QueueSelection {
  const [state, setState] = useState({ key: filterKey, ids: new Set<number>() as ReadonlySet<number>, allMatching: false });
  const current = state.key === filterKey ? state : { key: filterKey, ids: new Set<number>(), allMatching: false };
  if (current !== state) setState(current);
  const toggle = useCallback(
    (id: number, on: boolean) =>
      setState((s) => {
        const ids = new Set(s.ids);
        if (on) ids.add(id);
        else ids.delete(id);
        return { ...s, ids, allMatching: false };
      }),
    [],
  );
  const setPage = useCallback(
    (page: number[], on: boolean) =>
      setState((s) => {
        const ids = new Set(s.ids);
        for (const id of page) {
          if (on) ids.add(id);
          else ids.delete(id);
        }
        return { ...s, ids, allMatching: false };
      }),
    [],
  );
  const selectAllMatching = useCallback(() => setState((s) => ({ ...s, allMatching: true })), []);
  const clear = useCallback(() => setState((s) => ({ ...s, ids: new Set(), allMatching: false })), []);
  return { ids: current.ids, allMatching: current.allMatching, toggle, setPage, selectAllMatching, clear };
}
