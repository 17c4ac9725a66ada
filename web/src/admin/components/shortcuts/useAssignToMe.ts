// "a": the report under the cursor (a list) or on screen (its review) becomes the caller's, at once —
// the shortcut is the short way round the assignment dialog. A role that may not assign is told so
// instead; a report already the caller's is left as it is.
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/apiClient';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useApiMutation } from '../../../lib/query';
import { useSignedInUser } from '../../../lib/session/session';
import { showFailure, withLoading } from '../../../lib/ui';
import { useStaffCan } from '../useStaffCan';
import { ASSIGN_OPERATION } from './shortcutList';

/** The report to take, and who holds it now when the screen knows (null: nobody). */
export interface AssignTarget {
  bugId: number;
  assigneeId?: number | null;
}

export function useAssignToMe(): (target: AssignTarget) => Promise<void> {
  const { t } = useTranslation('admin');
  const can = useStaffCan();
  const me = useSignedInUser();
  const assign = useApiMutation(
    ({ bugId, userId }: { bugId: number; userId: number }) => api.POST('/v2/admin/api/bug/{id}/assignee', { params: { path: { id: bugId } }, body: { assigneeId: String(userId) } }),
    { invalidates: ['/v2/admin/api/bug', '/v2/admin/api/bug/{id}', '/v2/admin/api/bug/{id}/log', '/v2/admin/api/bug-assignees', '/v2/admin/api/dashboard'] },
  );
  return async ({ bugId, assigneeId }) => {
    if (!me || !can(ASSIGN_OPERATION)) return notifyInfo(t('shortcuts.assign.notForRole'));
    if (assigneeId === me.userId) return notifyInfo(t('shortcuts.assign.already', { id: bugId }));
    const result = await withLoading(assign.mutateAsync({ bugId, userId: me.userId }));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('shortcuts.assign.done', { id: bugId }));
  };
}
