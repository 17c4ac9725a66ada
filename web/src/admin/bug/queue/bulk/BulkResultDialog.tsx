// What a bulk action did, report by report: the ones done with their status now, and the ones
// refused with the server's reason (the single action's message), so staff can follow them up.
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugStatusLabels } from '@generated/enums';
import { AppDialog } from '../../../../components/AppDialog';
import { AppLink } from '../../../../components/AppLink';
import { enumLabel } from '../../../../lib/language/enumLabel';
import { useLanguage } from '../../../../lib/language/useLanguage';
import type { BulkResult } from '../../api';
import { STATUS_COLOR } from '../../bugStatusColor';

export function BulkResultDialog({ result, onClose }: { result: BulkResult; onClose: () => void }) {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('bulk.resultTitle')}
      footer={
        <Button colorPalette="blue" onClick={onClose}>
          {t('bulk.close')}
        </Button>
      }
    >
      <Stack gap="4">
        <Text fontWeight="semibold">{t('bulk.doneCount', { count: result.done.length })}</Text>
        {result.done.length > 0 && (
          <Stack as="ul" gap="1" maxH="40" overflowY="auto" aria-label={t('bulk.doneList')}>
            {result.done.map((d) => (
              <HStack as="li" key={d.id} gap="2">
                <AppLink href={`/bugs/${d.id}`}>#{d.id}</AppLink>
                <Badge colorPalette={STATUS_COLOR[d.status]}>{enumLabel(BugStatusLabels, lang, d.status)}</Badge>
              </HStack>
            ))}
          </Stack>
        )}
        <Text fontWeight="semibold" color={result.refused.length ? 'red.700' : undefined}>
          {t('bulk.refusedCount', { count: result.refused.length })}
        </Text>
        {result.refused.length > 0 && (
          <Stack as="ul" gap="1" maxH="60" overflowY="auto" aria-label={t('bulk.refusedList')}>
            {result.refused.map((r) => (
              <HStack as="li" key={r.id} gap="2" align="start">
                <AppLink href={`/bugs/${r.id}`}>#{r.id}</AppLink>
                <Text fontSize="sm">{r.message}</Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
    </AppDialog>
  );
}
