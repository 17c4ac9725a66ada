// Changing a member's roles (at least one; the server keeps the team's last owner).
import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '@generated/enums';
import { notifySuccess } from '@web/lib/notify';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { RoleChoices } from './RoleChoices';
import { useSetStaffRoles, type StaffMember } from './api';

export function RolesDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation('adminStaff');
  const save = useSetStaffRoles();
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [problem, setProblem] = useState<string | undefined>();
  const [refused, setRefused] = useState<string | null>(null);

  const confirm = async () => {
    if (roles.length === 0) return setProblem(t('roles.required'));
    setProblem(undefined);
    const result = await save.mutateAsync({ id: member.userId, roles });
    if (!result.ok) return setRefused(result.retmsg || t('common:unknownError'));
    notifySuccess(t('roles.saved'));
    onClose();
  };

  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={t('roles.title', { name: member.nickname })}
      confirmLabel={t('roles.save')}
      busy={save.isPending}
      refused={refused}
      onConfirm={() => void confirm()}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('roles.note')}
      </Text>
      <RoleChoices value={roles} onChange={setRoles} error={problem} />
    </ConfirmActionDialog>
  );
}
