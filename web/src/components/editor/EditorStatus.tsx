// The editor's bottom bar: the latest message (4 s), the autosave notice (2 s), the progress of
// remote images being caught, the warnings of images that were not caught (kept until dismissed,
// since the author must see which address stayed a link) and the character count.
import { Box, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MAX_CHARS } from './constants';
import type { CatchWarning } from './remoteImages';

export interface EditorStatusProps {
  message: string | null;
  notice: string | null;
  catching: number;
  warnings: CatchWarning[];
  onDismissWarnings: () => void;
  count: number;
}

export function EditorStatus({ message, notice, catching, warnings, onDismissWarnings, count }: EditorStatusProps) {
  const { t } = useTranslation('editor');
  return (
    <>
      {warnings.length > 0 && (
        <Box role="alert" borderTopWidth="1px" bg="orange.50" color="orange.800" px="3" py="1.5" fontSize="xs" data-testid="catch-warnings">
          {warnings.map((w, i) => (
            <Text key={`${i}-${w.source}`} wordBreak="break-all">
              {t('catchFailed', { source: w.source, reason: w.reason })}
            </Text>
          ))}
          <Button size="2xs" variant="outline" mt="1" onClick={onDismissWarnings}>
            {t('dismiss')}
          </Button>
        </Box>
      )}
      <Box borderTopWidth="1px" px="3" py="1" display="flex" justifyContent="space-between" gap="3" bg="gray.50">
        <Text fontSize="xs" color={message ? 'red.600' : 'green.700'} role="status" aria-live="polite">
          {message ?? (catching > 0 ? t('catching', { count: catching }) : notice)}
        </Text>
        <Text fontSize="xs" color={count > MAX_CHARS ? 'red.600' : 'fg.muted'} data-testid="word-count">
          {count > MAX_CHARS ? t('overLimit') : t('wordCount', { count, left: MAX_CHARS - count })}
        </Text>
      </Box>
    </>
  );
}
