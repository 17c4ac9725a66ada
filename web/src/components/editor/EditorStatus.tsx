// The editor's bottom bar: the latest message (4 s), the autosave notice (2 s; its state lives here,
// so a draft saved while other fields are typed re-renders this bar alone), the progress of
// remote images being caught, the warnings of images that were not caught (kept until dismissed,
// since the author must see which address stayed a link) and the character count.
import { useEffect, useState } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DraftSavedSignal } from '../../lib/draft';
import { AUTOSAVE_MESSAGE_MS, MAX_CHARS } from './constants';
import type { CatchWarning } from './remoteImages';

export interface EditorStatusProps {
  message: string | null;
  draftSaved?: DraftSavedSignal;
  catching: number;
  warnings: CatchWarning[];
  onDismissWarnings: () => void;
  count: number;
}

export function EditorStatus({ message, draftSaved, catching, warnings, onDismissWarnings, count }: EditorStatusProps) {
  const { t } = useTranslation('editor');
  const [saved, setSaved] = useState(0);
  useEffect(() => draftSaved?.subscribe(() => setSaved((n) => n + 1)), [draftSaved]);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(0), AUTOSAVE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saved]);
  const notice = saved ? t('autosaved') : null;
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
