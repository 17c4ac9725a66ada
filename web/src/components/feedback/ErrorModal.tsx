// The error modal of docs/rules.md#errors: the message and '(error code: N)'.
import { Button, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { errorModalAtom } from '../../lib/ui';
import { AppDialog } from '../AppDialog';

export function ErrorModal() {
  const { t } = useTranslation();
  const [notice, setNotice] = useAtom(errorModalAtom);
  const close = () => setNotice(null);
  return (
    <AppDialog open={notice !== null} onClose={close} role="alertdialog" title={notice?.title ?? t('errorTitle')} footer={<Button onClick={close}>{t('ok')}</Button>}>
      <Text>{notice?.message}</Text>
      <Text color="fg.muted" fontSize="sm" mt="2">
        {t('errorCode', { code: notice?.code ?? '0000' })}
      </Text>
    </AppDialog>
  );
}
