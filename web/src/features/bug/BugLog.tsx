// The operation history of a report (docs/rules.md#entities-and-enums "operation history timeline"), newest first:
// each entry's action, its facts and the staff note; 10 entries at a time, then load more.
import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { GrowingListFooter } from '../../components/lists/GrowingListFooter';
import { LogEntryBody } from '../../components/log/LogEntryBody';
import { growingList } from '../../lib/query/growingList';
import { logsOf, useBugLog } from './api';

export function BugLog({ bugId }: { bugId: number }) {
  const { t } = useTranslation('bug');
  const list = growingList(useBugLog(bugId), logsOf);
  return (
    <>
      {list.items.length > 0 && (
        <Stack as="ol" gap="0" listStyleType="none" borderStartWidth="2px" borderColor="gray.200" ms="2">
          {list.items.map((log) => (
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
      <GrowingListFooter list={list} emptyText={t('log.empty')} />
    </>
  );
}
