// Test-information reports (/test-reports): newest first, by review result in the address; each
// opens in full, and a pending one is approved or rejected with a comment its submitter is sent (by a
// member whose roles may review; every reader may open one).
import { useState } from 'react';
import { Badge, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TestReportResult, TestReportResultLabels } from '@generated/enums';
import type { components } from '@generated/api';
import { validate } from '@generated/validators/AdminTestReportReviewForm';
import { truncate } from '@web/lib/formats';
import { DecisionButtons, ReviewListPage, type ReviewColumn } from '../components/ReviewListPage';
import { SelectFilter } from '../components/SelectFilter';
import { useEnumLabel, useEnumOptions } from '../components/useEnumLabel';
import { useFilters } from '../components/useFilters';
import { useStaffCan } from '../components/useStaffCan';
import { TEST_REPORTS_PAGE_SIZE, useAdminTestReports, useReviewTestReport } from './api';
import { ReviewDialog } from '../components/ReviewDialog';
import { submitterOf, TestReportDetail } from './TestReportDetail';

type Report = components['schemas']['AdminTestReportItem'];
const RESULT_COLOR: Record<TestReportResult, string> = { [TestReportResult.Pending]: 'orange', [TestReportResult.Approved]: 'green', [TestReportResult.Rejected]: 'red' };
const SHOWN = 60;

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
  const canReview = useStaffCan()('POST /v2/admin/api/test-report/{id}/review');
  const header = (key: string) => t(`reports.field.${key}`);
  const columns: ReviewColumn<Report>[] = [
    { key: 'submitter', header: header('submitter'), render: submitterOf },
    { key: 'ip', header: header('ip'), render: (r) => truncate(r.ip, SHOWN), cell: { maxW: '40', wordBreak: 'break-all' } },
    { key: 'host', header: header('host'), render: (r) => truncate(r.host, SHOWN) || '—', cell: { maxW: '40', wordBreak: 'break-all' } },
    { key: 'content', header: header('content'), render: (r) => truncate(r.content, SHOWN), cell: { maxW: '56' } },
    {
      key: 'window',
      header: header('window'),
      render: (r) => (
        <>
          {r.startTime ?? '—'}
          <br />
          {r.endTime ?? '—'}
        </>
      ),
      cell: { whiteSpace: 'nowrap', fontSize: 'xs' },
    },
    { key: 'result', header: header('result'), render: (r) => <Badge colorPalette={RESULT_COLOR[r.result]}>{label(TestReportResultLabels, r.result)}</Badge> },
    { key: 'created', header: header('created'), render: (r) => r.createTime, cell: { whiteSpace: 'nowrap', fontSize: 'xs' } },
    {
      key: 'actions',
      header: header('actions'),
      render: (report) => (
        <DecisionButtons
          approvable={canReview && report.result === TestReportResult.Pending}
          refusable={canReview && report.result === TestReportResult.Pending}
          approveLabel={t('reports.approve')}
          refuseLabel={t('reports.reject')}
          onDecide={(approve) => setDeciding({ report, approve })}
        >
          <Button size="xs" variant="ghost" onClick={() => setViewing(report)}>
            {t('reports.open')}
          </Button>
        </DecisionButtons>
      ),
    },
  ];

  const filter = (
    <SelectFilter
      id="reports-result"
      label={t('reports.filter')}
      allLabel={t('all')}
      value={result === undefined ? '' : String(result)}
      options={options}
      onChange={(v) => set({ result: v })}
    />
  );
  const paging = { page, pageSize: TEST_REPORTS_PAGE_SIZE, onPage: (p: number) => set({ page: p }) };

  return (
    <ReviewListPage
      title={t('reports.title')}
      filters={filter}
      emptyText={t('reports.empty')}
      columns={columns}
      list={list}
      rows={(d) => d.reports}
      rowId={(r) => r.id}
      testId="report"
      paging={paging}
    >
      {viewing && <TestReportDetail report={viewing} onClose={() => setViewing(null)} />}
      {deciding && (
        <ReviewDialog
          key={`${deciding.report.id}-${deciding.approve}`}
          approve={deciding.approve}
          title={t(deciding.approve ? 'reports.approveTitle' : 'reports.rejectTitle', { id: deciding.report.id })}
          text={t('reports.decideText', { name: submitterOf(deciding.report), content: truncate(deciding.report.content, SHOWN) })}
          confirmLabel={t(deciding.approve ? 'reports.approve' : 'reports.reject')}
          commentHelp={t('reports.commentHelp')}
          busy={review.isPending}
          validate={validate}
          toBody={(comment) => ({ result: deciding.approve ? TestReportResult.Approved : TestReportResult.Rejected, ...(comment ? { comment } : {}) })}
          send={(body) => review.mutateAsync({ id: deciding.report.id, ...body })}
          onClose={() => setDeciding(null)}
        />
      )}
    </ReviewListPage>
  );
}
