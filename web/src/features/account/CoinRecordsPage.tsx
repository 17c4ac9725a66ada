// Coin records (currency): the researcher's ledger entries, newest first, filtered by type, with
// the balance after each entry; below them the signed monthly statement.
import { useState } from 'react';
import { HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CoinRecordTypeLabels, ScoreReasonLabels, type CoinRecordType } from '@generated/enums';
import { Panel } from '../../components/layout/PageContainer';
import { Paginator } from '../../components/lists/Paginator';
import { Async } from '../../components/feedback/StateBlocks';
import { TableScroll } from '../../components/layout/TableScroll';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';
import { useCoinRecords } from './api';
import { CoinStatementPanel } from './statement/CoinStatementPanel';

export const COIN_PAGE_SIZE = 10;
const TYPES: CoinRecordType[] = [1, 2, 3, 4, 5, 6];

/** '+120' for earnings, '-300' for spending. */
export function signedAmount(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}

export function CoinRecordsPage() {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const [type, setType] = useState<CoinRecordType | undefined>(undefined);
  const [page, setPage] = useState(1);
  const records = useCoinRecords(type, page, COIN_PAGE_SIZE);
  return (
    <Panel>
      <HStack justify="space-between" mb="4" wrap="wrap" gap="3">
        <Text as="h1" fontSize="xl" fontWeight="bold">
          {t('coins.title')}
        </Text>
        <NativeSelect.Root size="sm" width="48">
          <NativeSelect.Field
            aria-label={t('coins.typeFilter')}
            value={type ?? ''}
            onChange={(e) => {
              setType(e.currentTarget.value ? (Number(e.currentTarget.value) as CoinRecordType) : undefined);
              setPage(1);
            }}
          >
            <option value="">{t('common:all')}</option>
            {TYPES.map((value) => (
              <option key={value} value={value}>
                {enumLabel(CoinRecordTypeLabels, lang, value)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Async state={records} isEmpty={(d) => d.records.length === 0} emptyText={t('coins.empty')}>
        {(data) => (
          <>
            <Text fontSize="sm" color="fg.muted" mb="3">
              {t('coins.balance', { count: data.balance })}
            </Text>
            <TableScroll>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('coins.time')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('coins.type')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('coins.amount')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('coins.after')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('coins.remark')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.records.map((record) => (
                    <Table.Row key={record.id}>
                      <Table.Cell whiteSpace="nowrap">{record.createTime}</Table.Cell>
                      <Table.Cell>{record.typeText || enumLabel(CoinRecordTypeLabels, lang, record.type)}</Table.Cell>
                      <Table.Cell textAlign="end" color={record.amount > 0 ? 'green.700' : 'red.700'} fontWeight="medium">
                        {signedAmount(record.amount)}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{record.balance}</Table.Cell>
                      <Table.Cell color="fg.muted">{[record.reason !== null ? enumLabel(ScoreReasonLabels, lang, record.reason) : '', record.remark].filter(Boolean).join(' · ')}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
            <Paginator page={page} pageSize={COIN_PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </>
        )}
      </Async>
      <CoinStatementPanel />
    </Panel>
  );
}
