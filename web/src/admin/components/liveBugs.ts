// What the console does with the staff stream's report events (docs/rules.md#live-console). A `bug`
// event makes the queries showing that report stale — the queue, the report, its thread and log —
// and the screens on view refetch in the background (the lists hold new rows back behind a bar,
// useHeldRows). Events of a burst (a bulk action moves many reports) are gathered for a moment and
// answered with one refetch. The dashboard's figures are not chased: they are read on opening it. A `presence` event goes to the review page of that report, if open.
import { createContext, useContext, useEffect, useRef } from 'react';
import type { Query, QueryClient } from '@tanstack/react-query';
import { invalidateFresh } from '../../lib/query';

/**
 * How long events are gathered before the stale queries are refetched: under a steady stream of
 * changes each open console refetches its queue at most once a second, not once per change.
 */
export const GATHER_MS = 1_000;

/** Lists of reports: any change may concern them (a new report, a move out of a filter). */
const LIST_PATHS = new Set(['/v2/admin/api/bug']);
/** Reads of one report: stale only when that report changed. */
const REPORT_PATHS = new Set(['/v2/admin/api/bug/{id}', '/v2/admin/api/bug/{id}/comment', '/v2/admin/api/bug/{id}/log']);

/** Whether a query (openapi-react-query's key: method, path, init) shows one of the changed reports. */
export function showsChangedReport(query: Pick<Query, 'queryKey'>, ids: ReadonlySet<number>): boolean {
  const [method, path, init] = query.queryKey as [string, string, { params?: { path?: { id?: number } } } | undefined];
  if (method !== 'get') return false;
  if (LIST_PATHS.has(path)) return true;
  const id = init?.params?.path?.id;
  return REPORT_PATHS.has(path) && id !== undefined && ids.has(Number(id));
}

type Listener = (id: number) => void;

/** The stream's report events for the screens below LiveInbox, gathered into refetches. */
export class LiveBugs {
  private readonly presence = new Set<Listener>();
  private pending = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly queryClient: QueryClient) {}

  changed(id: number): void {
    this.pending.add(id);
    this.timer ??= setTimeout(() => this.flush(), GATHER_MS);
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const ids = this.pending;
    this.pending = new Set();
    if (ids.size > 0) void invalidateFresh(this.queryClient, { predicate: (q) => showsChangedReport(q, ids) });
  }

  presenceChanged(id: number): void {
    for (const listener of this.presence) listener(id);
  }

  onPresence(listener: Listener): () => void {
    this.presence.add(listener);
    return () => this.presence.delete(listener);
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}

export const LiveBugsContext = createContext<LiveBugs | null>(null);

/** Calls `listener` when the stream says who has report `id` open changed (nothing without a stream). */
export function usePresenceEvents(id: number, listener: () => void): void {
  const live = useContext(LiveBugsContext);
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => live?.onPresence((changed) => changed === id && latest.current()), [live, id]);
}
