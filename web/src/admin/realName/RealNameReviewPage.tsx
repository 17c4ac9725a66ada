// Real-name review (/realname): researchers' requests by state in the address (pending first, oldest
// first, as the server orders them), with the legal name staff judge and the document number masked
// (the full number is never stored). Approve, or refuse with the reason the researcher reads, each
// confirmed in a dialog and offered only to a member whose roles may call it.
import { useState } from 'react';
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RealNameState, RealNameStateLabels } from '@generated/enums';
import type { components } from '@generated/api';
import { validate } from '@generated/validators/AdminRealNameRefuseForm';
import { DecisionButtons, ReviewListPage, type ReviewColumn } from '../components/ReviewListPage';
import { SelectFilter } from '../components/SelectFilter';
import { useEnumLabel, useEnumOptions } from '../components/useEnumLabel';
import { useFilters } from '../components/useFilters';
import { useStaffCan } from '../components/useStaffCan';
import { REAL_NAMES_PAGE_SIZE, useAdminRealNames, useRefuseRealName } from './api';
import { ReviewDialog } from '../components/ReviewDialog';
import { ApproveRealNameDialog } from './ApproveRealNameDialog';

type Request = components['schemas']['AdminRealNameItem'];
const STATUS_COLOR: Record<RealNameState, string> = { [RealNameState.None]: 'gray', [RealNameState.Pending]: 'orange', [RealNameState.Approved]: 'green', [RealNameState.Refused]: 'red' };
/** The states a request can be in: None (never sent) describes a researcher, not a request. */
const REQUEST_STATES = [RealNameState.Pending, RealNameState.Approved, RealNameState.Refused].map(String);

export function RealNameReviewPage() {
  const { t } = useTranslation('adminPeople');
  const label = useEnumLabel();
  const options = useEnumOptions(RealNameStateLabels).filter((o) => REQUEST_STATES.includes(o.value));
  const { values, page, set } = useFilters(['status'] as const);
  const status = values.status !== undefined && REQUEST_STATES.includes(values.status) ? (Number(values.status) as RealNameState) : undefined;
  const list = useAdminRealNames({ page, ...(status !== undefined ? { status } : {}) });
  const refuse = useRefuseRealName();
  const [deciding, setDeciding] = useState<{ request: Request; approve: boolean } | null>(null);
  const can = useStaffCan();
  const canApprove = can('POST /v2/admin/api/realname/{id}/approve');
  const canRefuse = can('POST /v2/admin/api/realname/{id}/refuse');
  const header = (key: string) => t(`realName.column.${key}`);
  const columns: ReviewColumn<Request>[] = [
    {
      key: 'user',
      header: header('user'),
      render: (request) => (
        <>
          <Text fontWeight="medium">{request.user.nickname}</Text>
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            {request.email}
          </Text>
        </>
      ),
    },
    { key: 'name', header: header('name'), render: (request) => request.name },
    { key: 'idNumber', header: header('idNumber'), render: (request) => request.idNumber, cell: { fontFamily: 'mono' } },
    { key: 'status', header: header('status'), render: (request) => <Badge colorPalette={STATUS_COLOR[request.status]}>{label(RealNameStateLabels, request.status)}</Badge> },
    { key: 'submitted', header: header('submitted'), render: (request) => request.submitTime, cell: { whiteSpace: 'nowrap', fontSize: 'xs' } },
    {
      key: 'review',
      header: header('review'),
      render: (request) =>
        request.reviewTime ? (
          <Stack gap="0.5">
            <Text>{t('realName.reviewedBy', { name: request.reviewer ?? '—', time: request.reviewTime })}</Text>
            {request.reason && <Text color="red.700">{t('realName.reason', { reason: request.reason })}</Text>}
          </Stack>
        ) : (
          <Text color="fg.muted">—</Text>
        ),
      cell: { fontSize: 'xs', maxW: '64' },
    },
  ];
  if (canApprove || canRefuse) {
    columns.push({
      key: 'actions',
      header: header('actions'),
      render: (request) => (
        <DecisionButtons
          approvable={canApprove && request.status === RealNameState.Pending}
          refusable={canRefuse && request.status === RealNameState.Pending}
          approveLabel={t('realName.approve')}
          refuseLabel={t('realName.refuse')}
          onDecide={(approve) => setDeciding({ request, approve })}
        />
      ),
    });
  }

  const filter = (
    <SelectFilter
      id="realname-status"
      label={t('realName.filter')}
      allLabel={t('all')}
      value={status === undefined ? '' : String(status)}
      options={options}
      onChange={(v) => set({ status: v })}
    />
  );
  const paging = { page, pageSize: REAL_NAMES_PAGE_SIZE, onPage: (p: number) => set({ page: p }) };

  return (
    <ReviewListPage
      title={t('realName.title')}
      filters={filter}
      intro={t('realName.intro')}
      emptyText={t('realName.empty')}
      columns={columns}
      list={list}
      rows={(d) => d.requests}
      rowId={(request) => request.id}
      testId="realname"
      paging={paging}
    >
      {deciding?.approve && <ApproveRealNameDialog key={`approve-${deciding.request.id}`} request={deciding.request} onClose={() => setDeciding(null)} />}
      {deciding && !deciding.approve && (
        <ReviewDialog
          key={`refuse-${deciding.request.id}`}
          approve={false}
          title={t('realName.refuseTitle', { name: deciding.request.user.nickname })}
          text={t('realName.refuseText', { name: deciding.request.name, nickname: deciding.request.user.nickname })}
          confirmLabel={t('realName.refuse')}
          commentHelp={t('realName.reasonHelp')}
          busy={refuse.isPending}
          validate={validate}
          commentField="reason"
          toBody={(reason) => ({ reason })}
          send={(body) => refuse.mutateAsync({ id: deciding.request.id, ...body })}
          onClose={() => setDeciding(null)}
        />
      )}
    </ReviewListPage>
  );
}
