// Who handles the report: assign it to me, to another staff member (searched by name, email or
// id), or to nobody. The change is confirmed in a dialog; the log records it (staff only). A member
// whose roles may not assign reads who handles it, without the buttons.
import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/AppDialog';
import { notifySuccess } from '../../../lib/notify';
import { useSignedInUser } from '../../../lib/session/session';
import { showFailure, withLoading } from '../../../lib/ui';
import { useAssignBug, type AdminBug } from '../api';
import { AssigneeSelect } from '../components/AssigneeSelect';
import { useStaffCan } from '../../components/useStaffCan';
import { useAssignShortcut } from './useReviewShortcuts';

function AssignDialog({ bug, start, onClose }: { bug: AdminBug; start: string; onClose: () => void }) {
  const { t } = useTranslation('adminBugs');
  const [choice, setChoice] = useState(start);
  const assign = useAssignBug(bug.id);
  const save = async () => {
    const result = await withLoading(assign.mutateAsync(choice));
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(result.data.assignee ? t('assign.done', { name: result.data.assignee.nickname }) : t('assign.cleared'));
    onClose();
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('assign.title')}
      footer={
        <HStack>
          <Button variant="outline" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button colorPalette="blue" onClick={() => void save()}>
            {t('assign.save')}
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <AssigneeSelect value={choice} onChange={setChoice} current={bug.assignee} />
      </Stack>
    </AppDialog>
  );
}

export function BugAssignment({ bug }: { bug: AdminBug }) {
  const { t } = useTranslation('adminBugs');
  const me = useSignedInUser();
  const canAssign = useStaffCan()('POST /v2/admin/api/bug/{id}/assignee');
  const [open, setOpen] = useState<string | null>(null);
  useAssignShortcut(bug);
  const current = bug.assignee ? String(bug.assignee.userId) : '';
  const who = (
    <Text fontSize="sm">
      {t('assign.current')}: <strong>{bug.assignee?.nickname ?? t('assign.nobody')}</strong>
    </Text>
  );
  if (!canAssign) return who;
  return (
    <HStack gap="2" wrap="wrap">
      {who}
      {me && bug.assignee?.userId !== me.userId && (
        <Button size="xs" variant="outline" onClick={() => setOpen(String(me.userId))}>
          {t('assign.toMe')}
        </Button>
      )}
      <Button size="xs" variant="outline" onClick={() => setOpen(current)}>
        {t('assign.pick')}
      </Button>
      {bug.assignee && (
        <Button size="xs" variant="ghost" onClick={() => setOpen('')}>
          {t('assign.unassign')}
        </Button>
      )}
      {open !== null && <AssignDialog bug={bug} start={open} onClose={() => setOpen(null)} />}
    </HStack>
  );
}
