// The global loading overlay, shown while an action runs under withLoading().
import { Box, Spinner } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { loadingCountAtom } from '../../lib/ui';

export function LoadingOverlay() {
  const { t } = useTranslation();
  const busy = useAtomValue(loadingCountAtom) > 0;
  if (!busy) return null;
  return (
    <Box position="fixed" inset="0" zIndex="overlay" bg="blackAlpha.300" display="flex" alignItems="center" justifyContent="center" role="status" aria-live="polite">
      <Spinner size="xl" color="blue.600" borderWidth="4px" role="status" aria-label={t('loading')} />
    </Box>
  );
}
