// Disclosure review (/disclosures): researchers' requests to make a fixed report public, newest
// first, by state in the address. Each row names the report (a link to its review page), the
// researcher, whether they asked to stay anonymous, their note and the dates; a pending request is
// approved (with an optional public summary) or refused (with an optional reason), each confirmed
// and offered only to a member whose roles may call it (a viewer reads the list without the column).
// An approved request shows its CSAF advisory (both languages) and may be withdrawn.
import { useState } from 'react';
import { Badge, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { DisclosureStatus, DisclosureStatusLabels } from '@generated/enums';
import { AppLink } from '../../components/AppLink';
import { DecisionButtons, ReviewListPage, type ReviewColumn } from '../components/ReviewListPage';
import { SelectFilter } from '../components/SelectFilter';
import { useEnumLabel, useEnumOptions } from '../components/useEnumLabel';
import { useFilters } from '../components/useFilters';
import { useStaffCan } from '../components/useStaffCan';
import { ApproveDisclosureDialog } from './ApproveDisclosureDialog';
import { DISCLOSURE_PAGE_SIZE, useAdminDisclosures } from './api';
import { RefuseDisclosureDialog } from './RefuseDisclosureDialog';
import { WithdrawDisclosureDialog } from './WithdrawDisclosureDialog';

type Request = components['schemas']['AdminDisclosure'];
const STATUS_COLOR: Record<DisclosureStatus, string> = { pending: 'orange', approved: 'green', refused: 'red', withdrawn: 'gray' };
const STATES: readonly string[] = Object.values(DisclosureStatus);

export function DisclosureReviewPage() {
  const { t } = useTranslation('adminDisclosures');
  const label = useEnumLabel();
  const options = useEnumOptions(DisclosureStatusLabels);
  const { values, page, set } = useFilters(['status'] as const);
  // A hand-edited address with an unknown state lists everything rather than sending a refused query.
  const status = values.status !== undefined && STATES.includes(values.status) ? (values.status as DisclosureStatus) : undefined;
  const list = useAdminDisclosures({ page, ...(status ? { status } : {}) });
  const [deciding, setDeciding] = useState<{ request: Request; approve: boolean } | null>(null);
  const [withdrawing, setWithdrawing] = useState<Request | null>(null);
  const can = useStaffCan();
  const canApprove = can('POST /v2/admin/api/disclosure/{id}/approve');
  const canRefuse = can('POST /v2/admin/api/disclosure/{id}/refuse');
  const canWithdraw = can('POST /v2/admin/api/disclosure/{id}/withdraw');
  const header = (key: string) => t(`column.${key}`);
  const columns: ReviewColumn<Request>[] = [
    { key: 'report', header: header('report'), render: (r) => <AppLink href={`/bugs/${r.bugId}`}>{r.bugName}</AppLink>, cell: { maxW: '56' } },
    { key: 'researcher', header: header('researcher'), render: (r) => r.researcher.nickname },
    { key: 'anonymous', header: header('anonymous'), render: (r) => (r.anonymous ? t('anonymousYes') : t('anonymousNo')) },
    {
      key: 'note',
      header: header('note'),
      render: (r) => (r.note ? <Text whiteSpace="pre-wrap">{r.note}</Text> : <Text color="fg.muted">—</Text>),
      cell: { fontSize: 'xs', maxW: '64' },
    },
    { key: 'requested', header: header('requested'), render: (r) => r.requestTime, cell: { whiteSpace: 'nowrap', fontSize: 'xs' } },
    {
      key: 'status',
      header: header('status'),
      render: (r) => (
        <Stack gap="0.5" align="start">
          <Badge colorPalette={STATUS_COLOR[r.status]}>{label(DisclosureStatusLabels, r.status)}</Badge>
          {r.decideTime && <Text fontSize="xs">{t('decided', { time: r.decideTime })}</Text>}
          {r.refuseReason && (
            <Text fontSize="xs" color="red.700">
              {t('reason', { reason: r.refuseReason })}
            </Text>
          )}
          {r.advisory && <AdvisoryLinks advisory={r.advisory} />}
        </Stack>
      ),
      cell: { maxW: '56' },
    },
  ];
  if (canApprove || canRefuse || canWithdraw) {
    columns.push({
      key: 'actions',
      header: header('actions'),
      render: (r) => (
        <DecisionButtons
          approvable={canApprove && r.status === DisclosureStatus.Pending}
          refusable={canRefuse && r.status === DisclosureStatus.Pending}
          approveLabel={t('approve.action')}
          refuseLabel={t('refuse.action')}
          onDecide={(approve) => setDeciding({ request: r, approve })}
        >
          {canWithdraw && r.status === DisclosureStatus.Approved && (
            <Button size="xs" colorPalette="red" variant="outline" onClick={() => setWithdrawing(r)}>
              {t('withdraw.action')}
            </Button>
          )}
        </DecisionButtons>
      ),
    });
  }

  const filter = <SelectFilter id="disclosure-status" label={t('filter')} allLabel={t('all')} value={status ?? ''} options={options} onChange={(v) => set({ status: v })} />;
  const paging = { page, pageSize: DISCLOSURE_PAGE_SIZE, onPage: (p: number) => set({ page: p }) };
  const close = () => setDeciding(null);

  return (
    <ReviewListPage
      title={t('title')}
      intro={t('intro')}
      filters={filter}
      emptyText={t('empty')}
      columns={columns}
      list={list}
      rows={(d) => d.requests}
      rowId={(r) => r.id}
      testId="disclosure"
      paging={paging}
    >
      {deciding?.approve && <ApproveDisclosureDialog key={`approve-${deciding.request.id}`} request={deciding.request} onClose={close} />}
      {deciding && !deciding.approve && <RefuseDisclosureDialog key={`refuse-${deciding.request.id}`} request={deciding.request} onClose={close} />}
      {withdrawing && <WithdrawDisclosureDialog key={`withdraw-${withdrawing.id}`} request={withdrawing} onClose={() => setWithdrawing(null)} />}
    </ReviewListPage>
  );
}

/**
 * The advisory's documents: plain links, served by the server outside the console. Each names its
 * language in that language (中文, English), marked as such like the language switch, so a screen
 * reader says it rightly; the link's accessible name is in the page's language.
 */
function AdvisoryLinks({ advisory }: { advisory: NonNullable<Request['advisory']> }) {
  const { t } = useTranslation('adminDisclosures');
  return (
    <Text fontSize="xs">
      {t(advisory.withdrawn ? 'advisory.withdrawn' : 'advisory.published', { id: advisory.trackingId, version: advisory.version })}{' '}
      <Link href={advisory.url} target="_blank" rel="noreferrer" color="blue.700" aria-label={t('advisory.zhLabel', { id: advisory.trackingId })}>
        <span lang="zh">{t('advisory.zh')}</span>
      </Link>
      {' · '}
      <Link href={advisory.translationUrl} target="_blank" rel="noreferrer" color="blue.700" aria-label={t('advisory.enLabel', { id: advisory.trackingId })}>
        <span lang="en">{t('advisory.en')}</span>
      </Link>
    </Text>
  );
}
