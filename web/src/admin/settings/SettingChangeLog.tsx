// The settings-change log below the form: who changed which rule when, from what to what, newest
// first, filtered by rule and paged (both in the address).
import { Box, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SettingKeyLabels, type SettingKey } from '@generated/enums';
import { Paginator } from '../../components/lists/Paginator';
import { Async } from '../../components/feedback/StateBlocks';
import { ConsoleCard } from '../components/ConsolePage';
import { SelectFilter } from '../components/SelectFilter';
import { useEnumLabel, useEnumOptions } from '../components/useEnumLabel';
import { useFilters } from '../components/useFilters';
import { LOG_PAGE_SIZE, useSettingChanges } from './api';
import { parseLogValue, useRuleText } from './useRuleText';

export function SettingChangeLog() {
  const { t } = useTranslation('adminSettings');
  const label = useEnumLabel();
  const text = useRuleText();
  const options = useEnumOptions(SettingKeyLabels);
  const { values, page, set } = useFilters(['key'] as const);
  const key = values.key !== undefined && values.key in SettingKeyLabels.zh ? (values.key as SettingKey) : undefined;
  const log = useSettingChanges({ page, ...(key ? { key } : {}) });

  return (
    <ConsoleCard title={t('log.title')}>
      <HStack mb="4">
        <SelectFilter id="settings-log-key" label={t('log.filter')} allLabel={t('log.all')} value={key ?? ''} options={options} onChange={(v) => set({ key: v })} />
      </HStack>
      <Async state={log} isEmpty={(d) => d.changes.length === 0} emptyText={t('log.empty')}>
        {(data) => (
          <>
            <Box overflowX="auto">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    {(['time', 'operator', 'rule', 'old', 'new'] as const).map((column) => (
                      <Table.ColumnHeader key={column}>{t(`log.column.${column}`)}</Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.changes.map((change) => (
                    <Table.Row key={change.id} data-testid={`log-${change.id}`}>
                      <Table.Cell whiteSpace="nowrap" fontSize="xs">
                        {change.time}
                      </Table.Cell>
                      <Table.Cell>{change.operator.nickname}</Table.Cell>
                      <Table.Cell>{label(SettingKeyLabels, change.key)}</Table.Cell>
                      <Table.Cell maxW="sm">
                        <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                          {text(change.key, parseLogValue(change.oldValue))}
                        </Text>
                      </Table.Cell>
                      <Table.Cell maxW="sm">
                        <Text fontSize="sm" wordBreak="break-word">
                          {text(change.key, parseLogValue(change.newValue))}
                        </Text>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            <Paginator page={page} pageSize={LOG_PAGE_SIZE} total={data.total} onPageChange={(p) => set({ page: p })} />
          </>
        )}
      </Async>
    </ConsoleCard>
  );
}
