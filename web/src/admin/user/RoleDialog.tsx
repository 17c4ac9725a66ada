// A user's role change, confirmed (the server refuses one's own; the list never offers it).
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { UserRoleLabels } from '@generated/enums';
import type { components } from '@generated/api';
import { notifySuccess } from '@web/lib/notify';
import { showFailure } from '@web/lib/ui';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { useEnumLabel } from '../components/useEnumLabel';
import { useSetRole } from './api';

type User = components['schemas']['AdminUserItem'];

export function RoleDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('adminPeople');
  const label = useEnumLabel();
  const setRole = useSetRole();
  const role = user.role === 'staff' ? 'researcher' : 'staff';

  const confirm = async () => {
    const result = await setRole.mutateAsync({ id: user.userId, role });
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('users.role.done'));
    onClose();
  };

  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={t('users.role.title')}
      confirmLabel={t('users.role.confirm')}
      danger={role === 'researcher'}
      busy={setRole.isPending}
      onConfirm={() => void confirm()}
    >
      <Text>{t('users.role.text', { name: user.nickname, from: label(UserRoleLabels, user.role), to: label(UserRoleLabels, role) })}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('users.role.note')}
      </Text>
    </ConfirmActionDialog>
  );
}
