// Test-information reports (/test-reports): newest first, by review result in the address; each
// opens in full, and a pending one is approved or rejected with a comment its submitter is sent.
import { useState } from 'react';
import { Badge, Box, Button, HStack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TestReportResultLabels, type TestReportResult } from '../../../../../generated/enums';
import type { components } from '../../../../../generated/api';
import { Paginator } from '../../../components/Paginator';
import { Async } from '../../../components/StateBlocks';
import { truncate } from '../../../lib/formats';
import { ConsoleCard, ConsolePage } from '../../components/ConsolePage';
import { SelectFilter } from '../../components/SelectFilter';
import { useEnumLabel, useEnumOptions } from '../../components/useEnumLabel';
import { useFilters } from '../../components/useFilters';
import { PEOPLE_PAGE_SIZE, useAdminTestReports, useReviewTestReport } from '../api';
import { ReviewDialog } from '../ReviewDialog';
import { submitterOf, TestReportDetail } from './TestReportDetail';

type Report = components['schemas']['AdminTestReportItem'];
const RESULT_COLOR: Record<TestReportResult, string> = { 0: 'orange', 1: 'green', 2: 'red' };

export function TestReportsPage() {
  const { t } = useTranslation('adminPeople');
  const label = useEnumLabel();
  const options = useEnumOptions(TestReportResultLabels);
  const { values, page, set } = useFilters(['result'] as const);
  const result = values.result !== undefined && values.result in TestReportResultLabels.zh ? (Number(values.result) as TestReportResult) : undefined;
  const list = useAdminTestReports({ page, ...(result !== undefined ? { result } : {}) });
  const review = useReviewTestReport();
  const [viewing, setViewing] = useState<Report | null>(null);
  const [deciding, setDeciding] = useState<{ report: Report; approve: boolean } | null>(null);

  return (
    <ConsolePage title={t('reports.title')}>
      <ConsoleCard>
        <HStack mb="4">
          <SelectFilter id="reports-result" label={t('reports.filter')} allLabel={t('all')} value={result === undefined ? '' : String(result)} options={options} onChange={(v) => set({ result: v })} />
        </HStack>
        <Async state={list} isEmpty={(d) => d.reports.length === 0} emptyText={t('reports.empty')}>
          {(data) => (
            <>
              <Box overflowX="auto">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      {(['submitter', 'ip', 'host', 'content', 'window', 'result', 'created', 'actions'] as const).map((key) => (
                        <Table.ColumnHeader key={key}>{t(`reports.field.${key}`)}</Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.reports.map((report) => (
                      <Table.Row key={report.id} data-testid={`report-${report.id}`}>
                        <Table.Cell>{submitterOf(report)}</Table.Cell>
                        <Table.Cell maxW="40" wordBreak="break-all">
                          {truncate(report.ip, 60)}
                        </Table.Cell>
                        <Table.Cell maxW="40" wordBreak="break-all">
                          {truncate(report.host, 60) || '—'}
                        </Table.Cell>
                        <Table.Cell maxW="56">{truncate(report.content, 60)}</Table.Cell>
                        <Table.Cell whiteSpace="nowrap" fontSize="xs">
                          {report.startTime ?? '—'}
                          <br />
                          {report.endTime ?? '—'}
                        </Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={RESULT_COLOR[report.result]}>{label(TestReportResultLabels, report.result)}</Badge>
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap" fontSize="xs">
                          {report.createTime}
                        </Table.Cell>
                        <Table.Cell>
                          <HStack gap="1">
                            <Button size="xs" variant="ghost" onClick={() => setViewing(report)}>
                              {t('reports.open')}
                            </Button>
                            {report.result === 0 && (
                              <>
                                <Button size="xs" variant="outline" colorPalette="green" onClick={() => setDeciding({ report, approve: true })}>
                                  {t('reports.approve')}
                                </Button>
                                <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeciding({ report, approve: false })}>
                                  {t('reports.reject')}
                                </Button>
                              </>
                            )}
                          </HStack>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
              <Paginator page={page} pageSize={PEOPLE_PAGE_SIZE} total={data.total} onPageChange={(p) => set({ page: p })} />
            </>
          )}
        </Async>
      </ConsoleCard>
      {viewing && <TestReportDetail report={viewing} onClose={() => setViewing(null)} />}
      {deciding && (
        <ReviewDialog
          key={`${deciding.report.id}-${deciding.approve}`}
          approve={deciding.approve}
          title={t(deciding.approve ? 'reports.approveTitle' : 'reports.rejectTitle', { id: deciding.report.id })}
          text={t('reports.decideText', { name: submitterOf(deciding.report), content: truncate(deciding.report.content, 60) })}
          confirmLabel={t(deciding.approve ? 'reports.approve' : 'reports.reject')}
          commentHelp={t('reports.commentHelp')}
          busy={review.isPending}
          send={(comment) => review.mutateAsync({ id: deciding.report.id, result: deciding.approve ? 1 : 2, ...(comment ? { comment } : {}) })}
          onClose={() => setDeciding(null)}
        />
      )}
    </ConsolePage>
  );
}
