// The report's whole operation history, newest first, staff by their own name; the entries the
// researcher does not see (assignments) are marked; each shows its action, facts and note.
import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LogEntryBody } from '../../../components/log/LogEntryBody';
import { Async } from '../../../components/feedback/StateBlocks';
import { useBugLog } from '../api';

export function BugReviewLog({ bugId }: { bugId: number }) {
  const { t } = useTranslation('adminBugs');
  const logs = useBugLog(bugId);
  return (
    <Async state={logs} isEmpty={(d) => d.logs.length === 0} emptyText={t('log.empty')}>
      {(data) => (
        <Stack as="ol" gap="0" listStyleType="none" borderStartWidth="2px" borderColor="gray.200" ms="2">
          {data.logs.map((log) => (
            <Box as="li" key={log.id} position="relative" ps="5" pb="3">
              <Box position="absolute" left="-7px" top="1.5" boxSize="3" borderRadius="full" bg="blue.500" />
              <Text fontSize="xs" color="fg.muted">
                {log.time} · {log.operator}{' '}
                {log.staffOnly && (
                  <Badge size="xs" colorPalette="yellow">
                    {t('log.staffOnly')}
                  </Badge>
                )}
              </Text>
              <LogEntryBody entry={log} />
            </Box>
          ))}
        </Stack>
      )}
    </Async>
  );
}
