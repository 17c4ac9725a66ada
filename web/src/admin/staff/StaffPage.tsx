// The staff team (/staff): every member with their roles, last sign-in, second factor and open
// reports; owners change roles, remove a member (confirmed: sessions and tokens end, reports are
// unassigned) and invite colleagues by email. Viewers read it all and change nothing.
import { useState } from 'react';
import { Badge, Box, Button, HStack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StaffRoleLabels } from '@generated/enums';
import { Async } from '@web/components/feedback/StateBlocks';
import { notifySuccess } from '@web/lib/notify';
import { useSignedInUser } from '@web/lib/session/session';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { ConsoleCard, ConsolePage } from '../components/ConsolePage';
import { useEnumLabel } from '../components/useEnumLabel';
import { useStaffCan } from '../components/useStaffCan';
import { useRemoveStaffMember, useStaffMembers, type StaffMember } from './api';
import { InvitationsCard } from './InvitationsCard';
import { InviteDialog } from './InviteDialog';
import { RolesDialog } from './RolesDialog';

export function StaffPage() {
  const { t } = useTranslation('adminStaff');
  const label = useEnumLabel();
  const can = useStaffCan();
  const me = useSignedInUser();
  const members = useStaffMembers();
  const removal = useRemoveStaffMember();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const mayEdit = can('PUT /v2/admin/api/staff/{id}/roles');
  const mayRemove = can('DELETE /v2/admin/api/staff/{id}');

  const remove = async (member: StaffMember) => {
    const result = await removal.mutateAsync(member.userId);
    if (!result.ok) return setRefused(result.retmsg || t('common:unknownError'));
    notifySuccess(t('remove.done', { name: member.nickname }));
    setRemoving(null);
  };

  return (
    <ConsolePage
      title={t('title')}
      actions={
        can('POST /v2/admin/api/staff-invitation') && (
          <Button size="sm" colorPalette="blue" onClick={() => setInviting(true)}>
            {t('invite.open')}
          </Button>
        )
      }
    >
      <ConsoleCard title={t('members.title')}>
        <Async state={members} isEmpty={(d) => d.members.length === 0} emptyText={t('members.empty')}>
          {(data) => (
            <Box overflowX="auto">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('column.member')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('column.roles')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('column.lastSignIn')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('column.secondFactor')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('column.openAssigned')}</Table.ColumnHeader>
                    {(mayEdit || mayRemove) && <Table.ColumnHeader>{t('column.actions')}</Table.ColumnHeader>}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.members.map((member) => {
                    const self = member.userId === me?.userId;
                    return (
                      <Table.Row key={member.userId} data-testid="staff-member">
                        <Table.Cell>
                          <Text fontWeight="medium">
                            {member.nickname}
                            {self && (
                              <Badge ml="2" size="sm" colorPalette="purple">
                                {t('members.you')}
                              </Badge>
                            )}
                          </Text>
                          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                            {member.email}
                          </Text>
                        </Table.Cell>
                        <Table.Cell>
                          <Wrap gap="1">
                            {member.roles.map((role) => (
                              <Badge key={role} size="sm" colorPalette={role === 'owner' ? 'purple' : 'gray'}>
                                {label(StaffRoleLabels, role)}
                              </Badge>
                            ))}
                          </Wrap>
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap" fontSize="xs">
                          {member.lastSignInTime ?? t('members.never')}
                        </Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={member.secondFactor ? 'green' : 'orange'}>{t(member.secondFactor ? 'members.factorOn' : 'members.factorOff')}</Badge>
                        </Table.Cell>
                        <Table.Cell textAlign="end">{member.openAssigned}</Table.Cell>
                        {(mayEdit || mayRemove) && (
                          <Table.Cell>
                            <HStack gap="1" wrap="wrap">
                              {mayEdit && (
                                <Button size="xs" variant="outline" aria-label={t('roles.openNamed', { name: member.nickname })} onClick={() => setEditing(member)}>
                                  {t('roles.open')}
                                </Button>
                              )}
                              {mayRemove && !self && (
                                <Button size="xs" variant="outline" colorPalette="red" aria-label={t('remove.openNamed', { name: member.nickname })} onClick={() => setRemoving(member)}>
                                  {t('remove.open')}
                                </Button>
                              )}
                            </HStack>
                          </Table.Cell>
                        )}
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </Async>
      </ConsoleCard>
      <InvitationsCard />
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      {editing && <RolesDialog key={editing.userId} member={editing} onClose={() => setEditing(null)} />}
      {removing && (
        <ConfirmActionDialog
          open
          danger
          onClose={() => {
            setRemoving(null);
            setRefused(null);
          }}
          title={t('remove.title', { name: removing.nickname })}
          confirmLabel={t('remove.confirm')}
          busy={removal.isPending}
          refused={refused}
          onConfirm={() => void remove(removing)}
        >
          <Text>{t('remove.text', { name: removing.nickname, count: removing.openAssigned })}</Text>
        </ConfirmActionDialog>
      )}
    </ConsolePage>
  );
}
