// The triage queue (/bugs): every report, newest first, paged, with its filters in the address so a
// filtered queue can be shared; each row opens the review page; the same filters export as CSV.
import { Badge, Box, Button, HStack, Link, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugLevelLabels, BugStatusLabels } from '@generated/enums';
import { AppLink } from '../../../components/AppLink';
import { Paginator } from '../../../components/lists/Paginator';
import { Async } from '../../../components/feedback/StateBlocks';
import { exportUrl } from '../../../lib/api';
import { enumLabel } from '../../../lib/language/enumLabel';

import { ConsoleCard, ConsolePage } from '../../components/ConsolePage';
import { useFilters } from '../../components/useFilters';
import { QUEUE_PAGE_SIZE, useBugQueue } from '../api';
import { STATUS_COLOR } from '../bugStatusColor';
import { BugQueueFilters } from './BugQueueFilters';
import { QueueSlaCell } from './QueueSlaCell';
import { exportParams, QUEUE_FILTER_KEYS, queueQuery } from './queueFilters';
import { useLanguage } from '../../../lib/language/useLanguage';

export function BugQueuePage() {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const { values, page, set } = useFilters(QUEUE_FILTER_KEYS);
  const query = queueQuery(values);
  const list = useBugQueue({ ...query, page, pageSize: QUEUE_PAGE_SIZE });

  return (
    <ConsolePage
      title={t('queue.title')}
      actions={
        <Button asChild size="sm" variant="outline">
          <a href={exportUrl('/v2/admin/api/bug-export', exportParams(query), lang)} download>
            {t('queue.export')}
          </a>
        </Button>
      }
    >
      <ConsoleCard>
        <BugQueueFilters key={`${values.keyword ?? ''}|${values.reporter ?? ''}`} values={values} onChange={set} />
        <Async state={list} isEmpty={(d) => d.bugs.length === 0} emptyText={t('queue.empty')}>
          {(data) => (
            <>
              <Box overflowX="auto">
                <Table.Root size="sm" interactive>
                  <Table.Caption srOnly>{t('queue.caption', { count: data.total })}</Table.Caption>
                  <Table.Header>
                    <Table.Row>
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
                    {data.bugs.map((bug) => (
                      <Table.Row key={bug.id}>
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
                          <QueueSlaCell clock={bug.slaNextClock} due={bug.slaDueTime} breached={bug.slaBreached} />
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
              </Box>
              <Paginator page={page} pageSize={QUEUE_PAGE_SIZE} total={data.total} onPageChange={(p) => set({ page: p })} />
            </>
          )}
        </Async>
      </ConsoleCard>
    </ConsolePage>
  );
}
