// The notice staff see for the 1.5 s before they are sent to the intranet version (docs/rules.md#roles).
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';

export function StaffNotice({ email }: { email: string }) {
  const { t } = useTranslation('layout');
  return (
    <AppDialog open onClose={() => {}} title={t('staff.title')}>
      <Text>{t('staff.text', { email })}</Text>
    </AppDialog>
  );
}
