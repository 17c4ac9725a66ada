// The invitations sent, newest first: whom, which roles, their state and until when; an open one can
// be revoked (confirmed).
import { useState } from 'react';
import { Badge, Box, Button, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StaffInvitationStateLabels, StaffRoleLabels } from '@generated/enums';
import { Paginator } from '@web/components/lists/Paginator';
import { Async } from '@web/components/feedback/StateBlocks';
import { notifySuccess } from '@web/lib/notify';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { ConsoleCard } from '../components/ConsolePage';
import { useEnumLabel } from '../components/useEnumLabel';
import { useStaffCan } from '../components/useStaffCan';
import { INVITATIONS_PAGE_SIZE, useRevokeInvitation, useStaffInvitations, type StaffInvitation } from './api';

const STATE_COLOURS = { open: 'blue', used: 'green', revoked: 'gray', expired: 'orange' } as const;

export function InvitationsCard() {
  const { t } = useTranslation('adminStaff');
  const label = useEnumLabel();
  const can = useStaffCan();
  const [page, setPage] = useState(1);
  const invitations = useStaffInvitations(page);
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<StaffInvitation | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const mayRevoke = can('DELETE /v2/admin/api/staff-invitation/{id}');

  const confirm = async (invitation: StaffInvitation) => {
    const result = await revoke.mutateAsync(invitation.id);
    if (!result.ok) return setRefused(result.retmsg || t('common:unknownError'));
    notifySuccess(t('invitations.revoked'));
    setRevoking(null);
  };

  return (
    <ConsoleCard title={t('invitations.title')}>
      <Async state={invitations} isEmpty={(d) => d.invitations.length === 0} emptyText={t('invitations.empty')}>
        {(data) => (
          <>
            <Box overflowX="auto">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('column.email')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('column.roles')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('column.state')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('column.invitedBy')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('column.expires')}</Table.ColumnHeader>
                    {mayRevoke && <Table.ColumnHeader>{t('column.actions')}</Table.ColumnHeader>}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.invitations.map((invitation) => (
                    <Table.Row key={invitation.id} data-testid="staff-invitation">
                      <Table.Cell wordBreak="break-all">{invitation.email}</Table.Cell>
                      <Table.Cell>
                        <Wrap gap="1">
                          {invitation.roles.map((role) => (
                            <Badge key={role} size="sm">
                              {label(StaffRoleLabels, role)}
                            </Badge>
                          ))}
                        </Wrap>
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={STATE_COLOURS[invitation.state]}>{label(StaffInvitationStateLabels, invitation.state)}</Badge>
                        {invitation.usedTime && (
                          <Text fontSize="xs" color="fg.muted">
                            {invitation.usedTime}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>{invitation.invitedBy || '—'}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap" fontSize="xs">
                        {invitation.expireTime}
                      </Table.Cell>
                      {mayRevoke && (
                        <Table.Cell>
                          {invitation.state === 'open' && (
                            <Button
                              size="xs"
                              variant="outline"
                              colorPalette="red"
                              aria-label={t('invitations.revokeNamed', { email: invitation.email })}
                              onClick={() => setRevoking(invitation)}
                            >
                              {t('invitations.revoke')}
                            </Button>
                          )}
                        </Table.Cell>
                      )}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            <Paginator page={page} pageSize={INVITATIONS_PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </>
        )}
      </Async>
      {revoking && (
        <ConfirmActionDialog
          open
          danger
          onClose={() => {
            setRevoking(null);
            setRefused(null);
          }}
          title={t('invitations.revokeTitle')}
          confirmLabel={t('invitations.revoke')}
          busy={revoke.isPending}
          refused={refused}
          onConfirm={() => void confirm(revoking)}
        >
          <Text>{t('invitations.revokeText', { email: revoking.email })}</Text>
        </ConfirmActionDialog>
      )}
    </ConsoleCard>
  );
}
