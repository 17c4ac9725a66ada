// Report information (reportingInfo): the researcher's test reports with their review result.
import { useState } from 'react';
import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TestReportResultLabels, type TestReportResult } from '@generated/enums';
import { AppLink } from '../../components/AppLink';
import { Panel } from '../../components/layout/PageContainer';
import { Paginator } from '../../components/lists/Paginator';
import { Async } from '../../components/feedback/StateBlocks';
import { TableScroll } from '../../components/layout/TableScroll';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';
import { useMyTestReports } from './api';

const PAGE_SIZE = 10;
const RESULT_COLOR: Record<TestReportResult, string> = { 0: 'gray', 1: 'green', 2: 'red' };

export function MyTestReportsPage() {
  const { t } = useTranslation('report');
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const list = useMyTestReports(page, PAGE_SIZE);
  return (
    <Panel>
      <HStack justify="space-between" mb="4">
        <Text as="h1" fontSize="xl" fontWeight="bold">
          {t('records.title')}
        </Text>
        <AppLink href="/loophole/testReporting">{t('records.new')}</AppLink>
      </HStack>
      <Async state={list} isEmpty={(d) => d.reports.length === 0} emptyText={t('records.empty')}>
        {(data) => (
          <>
            <TableScroll>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('form.ip')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('form.host')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('form.time')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('form.content')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('records.result')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('records.created')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.reports.map((r) => (
                    <Table.Row key={r.id}>
                      <Table.Cell maxW="40" wordBreak="break-all">
                        {r.ip}
                      </Table.Cell>
                      <Table.Cell maxW="40" wordBreak="break-all">
                        {r.host}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap" fontSize="xs">
                        {r.startTime ?? '—'}
                        <br />
                        {r.endTime ?? '—'}
                      </Table.Cell>
                      <Table.Cell maxW="56">{r.content}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={RESULT_COLOR[r.result]}>{enumLabel(TestReportResultLabels, lang, r.result)}</Badge>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap" color="fg.muted">
                        {r.createTime}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
            <Paginator page={page} pageSize={PAGE_SIZE} total={data.total} onPageChange={setPage} />
          </>
        )}
      </Async>
    </Panel>
  );
}
