// Approving a real-name request, confirmed: the name becomes the researcher's verified name (cash
// gifts are paid to it), so the dialog repeats who and which name. A request someone else decided
// meanwhile (1006) says so in the dialog.
import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { Retcode } from '@generated/enums';
import { notifySuccess } from '@web/lib/notify';
import { showFailure } from '@web/lib/ui';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { useApproveRealName } from './api';

type Request = components['schemas']['AdminRealNameItem'];

export function ApproveRealNameDialog({ request, onClose }: { request: Request; onClose: () => void }) {
  const { t } = useTranslation('adminPeople');
  const approve = useApproveRealName();
  const [refused, setRefused] = useState<string | null>(null);

  const confirm = async () => {
    const result = await approve.mutateAsync(request.id);
    if (result.ok) {
      notifySuccess(t('review.done'));
      return onClose();
    }
    if (result.retcode === Retcode.StateNotAllowed) return setRefused(result.retmsg || t('common:unknownError'));
    showFailure(result, t('common:unknownError'));
  };

  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={t('realName.approveTitle', { name: request.user.nickname })}
      confirmLabel={t('realName.approve')}
      busy={approve.isPending}
      onConfirm={() => void confirm()}
      refused={refused}
    >
      <Text>{t('realName.approveText', { name: request.name, idNumber: request.idNumber, nickname: request.user.nickname, email: request.email })}</Text>
    </ConfirmActionDialog>
  );
}
