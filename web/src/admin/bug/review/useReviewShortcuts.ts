// The review page's keys: a takes the report (assign to me), r writes a reply to the researcher and
// n an internal note — both in the thread's one box, switched to the matching kind and focused.
import type { RefObject } from 'react';
import { useAssignToMe } from '../../components/shortcuts/useAssignToMe';
import { useShortcuts } from '../../components/shortcuts/useShortcuts';
import type { AdminBug } from '../api';

/** Bound whatever the member's roles: a role that may not assign is told so (useAssignToMe). */
export function useAssignShortcut(bug: AdminBug): void {
  const assign = useAssignToMe();
  useShortcuts({ a: () => void assign({ bugId: bug.id, assigneeId: bug.assignee?.userId ?? null }) });
}

/** Bound by the reply box, which only a member who may comment has. */
export function useReplyShortcuts(box: RefObject<HTMLTextAreaElement | null>, setInternal: (internal: boolean) => void): void {
  const write = (internal: boolean) => {
    setInternal(internal);
    box.current?.focus();
  };
  useShortcuts({ r: () => write(false), n: () => write(true) });
}
