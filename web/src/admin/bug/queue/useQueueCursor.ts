// The queue's keyboard cursor (j/k, o/Enter opens the review, a takes the report): the shared
// list cursor, told how a queue row opens and whose it is.
import { useAppNavigate } from '../../../components/AppLink';
import { useListCursor } from '../../components/shortcuts/useListCursor';
import type { components } from '@generated/api';

type QueueBug = components['schemas']['AdminBugQueueItem'];

export function useQueueCursor(bugs: readonly QueueBug[]) {
  const navigate = useAppNavigate();
  return useListCursor(bugs, {
    idOf: (bug) => bug.id,
    open: (bug) => navigate(`/bugs/${bug.id}`),
    assignTarget: (bug) => ({ bugId: bug.id, assigneeId: bug.assignee?.userId ?? null }),
  });
}
