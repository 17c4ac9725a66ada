// The queue's views with their live counts. The queue's views bar and the side menu's pinned views
// share this one query, so it lives with the shared console pieces. The counts move whenever reports
// do: the list refreshes on focus and every minute, and any move of a report makes it stale.
import type { components } from '@generated/api';
import { $api } from '../../lib/query';

export type BugView = components['schemas']['BugView'];

export const VIEW_COUNTS_REFRESH_MS = 60_000;

export function useBugViews(enabled = true) {
  return $api.useQuery('get', '/v2/admin/api/bug-view', {}, { enabled, refetchInterval: VIEW_COUNTS_REFRESH_MS, refetchOnWindowFocus: true });
}

/** The queue's address of a view: its filters as query parameters. */
export function viewHref(view: BugView): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view.filter)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `/bugs?${search}` : '/bugs';
}
