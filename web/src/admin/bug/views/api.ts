// Changes to the queue's views, through the data layer (the list itself is a shared console piece:
// components/bugViews.ts). A change to a view, and any bulk or single move (bug/api.ts), makes the
// list and its counts stale at once.
import type { components } from '@generated/api';
import { api } from '../../../lib/apiClient';
import { useApiMutation } from '../../../lib/query';

export { useBugViews, type BugView } from '../../components/bugViews';
export type BugViewForm = components['schemas']['BugViewForm'];

const views = ['/v2/admin/api/bug-view'] as const;

export function useSaveBugView() {
  return useApiMutation(
    ({ id, body }: { id: number | null; body: BugViewForm }) =>
      id === null ? api.POST('/v2/admin/api/bug-view', { body }) : api.PUT('/v2/admin/api/bug-view/{id}', { params: { path: { id } }, body }),
    { invalidates: views },
  );
}

export function useDeleteBugView() {
  return useApiMutation((id: number) => api.DELETE('/v2/admin/api/bug-view/{id}', { params: { path: { id } } }), { invalidates: views });
}

export function usePinBugView() {
  return useApiMutation((body: { key: string; pinned: boolean }) => api.POST('/v2/admin/api/bug-view/pin', { body }), { invalidates: views });
}
