// The new token, shown this once (only its hash is kept), with a copy button.
import { useState } from 'react';
import { Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';

export function NewTokenDialog({ token, onClose }: { token: string | null; onClose: () => void }) {
  const { t } = useTranslation('apiTokens');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      // Without clipboard access (an insecure origin, a refusal) the token stays selectable.
      setCopied(false);
    }
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <AppDialog
      open={token !== null}
      onClose={close}
      title={t('newTitle')}
      role="alertdialog"
      footer={
        <HStack>
          <Button variant="outline" onClick={() => void copy()}>
            {copied ? t('copied') : t('copy')}
          </Button>
          <Button colorPalette="blue" onClick={close}>
            {t('done')}
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <Text>{t('newText')}</Text>
        <Code aria-label={t('newTitle')} p="2" wordBreak="break-all" whiteSpace="normal" userSelect="all">
          {token}
        </Code>
      </Stack>
    </AppDialog>
  );
}
