// The triage queue (/bugs): every report, newest first, paged, with its filters in the address so a
// filtered queue can be shared; each row opens the review page; the same filters export as CSV.
// Live: a report changed anywhere refetches it in the background; new rows wait behind a bar.
// Views name filters; ticked rows (or all matching) take a bulk action. The export writes every
// matching report, so it is offered while no rows are ticked by hand.
import { Badge, Button, Checkbox, HStack, Link, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugLevelLabels, BugStatusLabels } from '@generated/enums';
import { AppLink } from '../../../components/AppLink';
import { Paginator } from '../../../components/lists/Paginator';
import { Async } from '../../../components/feedback/StateBlocks';
import { exportUrl } from '../../../lib/api';
import { enumLabel } from '../../../lib/language/enumLabel';

import { ConsoleCard, ConsolePage } from '../../components/ConsolePage';
import { useFilters } from '../../components/useFilters';
import { NewRowsBar } from '../../components/NewRowsBar';
import { useHeldRows } from '../../components/useHeldRows';
import { QUEUE_PAGE_SIZE, useBugQueue } from '../api';
import { STATUS_COLOR } from '../bugStatusColor';
import { BugQueueCards } from './BugQueueCards';
import { QueueFilterPanel } from './QueueFilterPanel';
import { useQueueCursor } from './useQueueCursor';
import { TableOrCards } from '../../components/TableOrCards';
import { QueueSlaCell } from './QueueSlaCell';
import { exportParams, filterSearch, QUEUE_FILTER_KEYS, queueQuery } from './queueFilters';
import { useLanguage } from '../../../lib/language/useLanguage';
import { useStaffCan } from '../../components/useStaffCan';
import { BulkBar } from './bulk/BulkBar';
import { useQueueSelection } from './bulk/useQueueSelection';
import { ViewsBar } from '../views/ViewsBar';

function Tick({ checked, label, onChange }: { checked: boolean | 'indeterminate'; label: string; onChange: (on: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

export function BugQueuePage() {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const { values, page, set } = useFilters(QUEUE_FILTER_KEYS);
  const query = queueQuery(values);
  const list = useBugQueue({ ...query, page, pageSize: QUEUE_PAGE_SIZE });
  const held = useHeldRows(list.data?.bugs, JSON.stringify([query, page]));
  const cursor = useQueueCursor(held.rows ?? list.data?.bugs ?? []);
  const { sort: _sort, ...matching } = query;
  const filter = filterSearch(matching);
  const selection = useQueueSelection(filter);
  const canBulk = useStaffCan()('POST /v2/admin/api/bug/bulk');
  const handPicked = selection.ids.size > 0 && !selection.allMatching;

  return (
    <ConsolePage
      title={t('queue.title')}
      actions={
        !handPicked && (
          <Button asChild size="sm" variant="outline">
            <a href={exportUrl('/v2/admin/api/bug-export', exportParams(query), lang)} download>
              {t('queue.export')}
            </a>
          </Button>
        )
      }
    >
      <ConsoleCard>
        <ViewsBar query={query} onApply={(v) => set(v)} />
        <QueueFilterPanel values={values} onChange={set} />
        <Async state={list} isEmpty={(d) => d.bugs.length === 0} emptyText={t('queue.empty')}>
          {(data) => {
            const rows = held.rows ?? data.bugs;
            const pageIds = rows.map((b) => b.id);
            const ticked = pageIds.filter((id) => selection.allMatching || selection.ids.has(id)).length;
            return (
              <>
                <NewRowsBar count={held.newCount} onShow={held.show} />
                {canBulk && <BulkBar selection={selection} pageIds={pageIds} total={data.total} filter={filter} />}
                <TableOrCards
                  cards={
                    <BugQueueCards
                      bugs={rows}
                      cursor={cursor.rowProps}
                      tick={
                        canBulk
                          ? (bug) => (
                              <Tick label={t('bulk.tick', { id: bug.id })} checked={selection.allMatching || selection.ids.has(bug.id)} onChange={(on) => selection.toggle(bug.id, on)} />
                            )
                          : undefined
                      }
                    />
                  }
                >
                  <Table.Root size="sm" interactive>
                    <Table.Caption srOnly>{t('queue.caption', { count: data.total })}</Table.Caption>
                    <Table.Header>
                      <Table.Row>
                        {canBulk && (
                          <Table.ColumnHeader w="8">
                            <Tick
                              label={t('bulk.tickPage')}
                              checked={ticked === 0 ? false : ticked === pageIds.length ? true : 'indeterminate'}
                              onChange={(on) => selection.setPage(pageIds, on)}
                            />
                          </Table.ColumnHeader>
                        )}
                        <Table.ColumnHeader>{t('queue.id')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('queue.name')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('queue.reporter')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('queue.type')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('queue.level')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('queue.status')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('queue.timeLeft')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('queue.assignee')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('queue.coins')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('queue.submitTime')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {rows.map((bug, i) => (
                        <Table.Row key={bug.id} {...cursor.rowProps(i)}>
                          {canBulk && (
                            <Table.Cell>
                              <Tick label={t('bulk.tick', { id: bug.id })} checked={selection.allMatching || selection.ids.has(bug.id)} onChange={(on) => selection.toggle(bug.id, on)} />
                            </Table.Cell>
                          )}
                          <Table.Cell color="fg.muted">#{bug.id}</Table.Cell>
                          <Table.Cell maxW="80">
                            <HStack gap="2">
                              <Link asChild color="blue.700" fontWeight="medium">
                                <AppLink href={`/bugs/${bug.id}`}>{bug.name}</AppLink>
                              </Link>
                              {bug.urged && <Badge colorPalette="red">{t('queue.urged')}</Badge>}
                              {bug.needsInfo && <Badge colorPalette="purple">{t('queue.needsInfo')}</Badge>}
                              {bug.unreadReply && (
                                <Badge colorPalette="orange" title={bug.lastReporterReplyTime ?? undefined}>
                                  {t('queue.unreadReply')}
                                </Badge>
                              )}
                            </HStack>
                          </Table.Cell>
                          <Table.Cell>
                            <Link asChild color="gray.800">
                              <AppLink href={`/bugs?userId=${bug.reporter.userId}`} aria-label={t('queue.byReporter', { name: bug.reporter.nickname })}>
                                {bug.reporter.nickname}
                              </AppLink>
                            </Link>
                          </Table.Cell>
                          <Table.Cell color="fg.muted">{bug.mainTypeText}</Table.Cell>
                          <Table.Cell>{enumLabel(BugLevelLabels, lang, bug.level)}</Table.Cell>
                          <Table.Cell>
                            <Badge colorPalette={STATUS_COLOR[bug.status]}>{bug.statusText || enumLabel(BugStatusLabels, lang, bug.status)}</Badge>
                          </Table.Cell>
                          <Table.Cell whiteSpace="nowrap">
                            <QueueSlaCell clock={bug.slaNextClock} due={bug.slaDueTime} breached={bug.slaBreached} paused={bug.needsInfo} />
                          </Table.Cell>
                          <Table.Cell color={bug.assignee ? undefined : 'fg.muted'}>{bug.assignee?.nickname ?? t('queue.unassigned')}</Table.Cell>
                          <Table.Cell textAlign="end">{bug.rewardCoins}</Table.Cell>
                          <Table.Cell whiteSpace="nowrap" color="fg.muted">
                            {bug.submitTime}
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </TableOrCards>
                <Paginator page={page} pageSize={QUEUE_PAGE_SIZE} total={data.total} onPageChange={(p) => set({ page: p })} />
              </>
            );
          }}
        </Async>
      </ConsoleCard>
    </ConsolePage>
  );
}
