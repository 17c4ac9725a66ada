// The operation history of a report (docs/rules.md#entities-and-enums "operation history timeline"), newest first:
// each entry's action, its facts and the staff note.
import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LogEntryBody } from '../../components/log/LogEntryBody';
import { Async } from '../../components/feedback/StateBlocks';
import { useBugLog } from './api';

export function BugLog({ bugId }: { bugId: number }) {
  const { t } = useTranslation('bug');
  const logs = useBugLog(bugId);
  return (
    <Async state={logs} isEmpty={(d) => d.logs.length === 0} emptyText={t('log.empty')}>
      {(data) => (
        <Stack as="ol" gap="0" listStyleType="none" borderStartWidth="2px" borderColor="gray.200" ms="2">
          {data.logs.map((log) => (
            <Box as="li" key={log.id} position="relative" ps="5" pb="4">
              <Box position="absolute" left="-7px" top="1.5" boxSize="3" borderRadius="full" bg="blue.500" />
              <Text fontSize="xs" color="fg.muted">
                {log.time} · {log.operator}
              </Text>
              <LogEntryBody entry={log} />
            </Box>
          ))}
        </Stack>
      )}
    </Async>
  );
}
