// The signing secret, shown once (after creation or rotation): the server never answers it again,
// so the dialog says to copy it now.
import { Button, Field, Input, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';

export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation('adminWebhooks');
  return (
    <AppDialog
      open={secret !== null}
      onClose={onClose}
      title={t('secret.title')}
      footer={
        <Button colorPalette="blue" onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
    >
      <Text mb="3">{t('secret.once')}</Text>
      <Field.Root>
        <Field.Label>{t('secret.label')}</Field.Label>
        <Input size="sm" readOnly fontFamily="mono" value={secret ?? ''} onFocus={(e) => e.currentTarget.select()} />
      </Field.Root>
    </AppDialog>
  );
}
