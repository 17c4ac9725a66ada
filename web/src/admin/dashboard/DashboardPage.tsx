// The console's dashboard (/): reports by status (each a link to the filtered queue), the reports
// waiting longest, and two charts (weekly submissions by status; monthly response and rating times
// with the coins awarded) whose ECharts code loads only here. The per-staff figures are the
// owners' and viewers' alone: another role's dashboard neither shows their card nor asks for them.
import { lazy, Suspense, useMemo } from 'react';
import { Badge, Box, Link, SimpleGrid, Stat, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugStatus, BugStatusLabels } from '@generated/enums';
import { AppLink } from '../../components/AppLink';
import { Async, LoadingBlock } from '../../components/feedback/StateBlocks';
import { enumLabel } from '../../lib/language/enumLabel';
import { formatWait } from '../../lib/formats';
import { ConsoleCard, ConsolePage } from '../components/ConsolePage';
import { useStaffCan } from '../components/useStaffCan';
import { useDashboard, type Dashboard } from './api';
import { monthsOption, weeksOption } from './chartOptions';
import { SlaCard } from './SlaCard';
import { StaffCard } from './StaffCard';
import { SecurityTxtWarning } from './SecurityTxtWarning';
import { useLanguage } from '../../lib/language/useLanguage';

const DashboardChart = lazy(() => import('./DashboardChart'));

function Charts({ data }: { data: Dashboard }) {
  const { t } = useTranslation('adminDashboard');
  const lang = useLanguage();
  const weeks = useMemo(() => weeksOption(data.weeks, { statuses: Object.values(BugStatus).map((s) => enumLabel(BugStatusLabels, lang, s)) }), [data.weeks, lang]);
  const months = useMemo(
    () => monthsOption(data.months, { firstResponse: t('charts.firstResponse'), rating: t('charts.rating'), hours: t('charts.hours'), coins: t('charts.coins') }),
    [data.months, t],
  );
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      <ConsoleCard title={t('charts.weeks')}>
        <Suspense fallback={<LoadingBlock minH="300px" />}>
          <DashboardChart option={weeks} label={t('charts.weeksLabel')} />
        </Suspense>
      </ConsoleCard>
      <ConsoleCard title={t('charts.months')}>
        <Suspense fallback={<LoadingBlock minH="300px" />}>
          <DashboardChart option={months} label={t('charts.monthsLabel')} />
        </Suspense>
      </ConsoleCard>
    </SimpleGrid>
  );
}

export function DashboardPage() {
  const { t } = useTranslation('adminDashboard');
  const lang = useLanguage();
  const dashboard = useDashboard();
  const can = useStaffCan();
  return (
    <ConsolePage title={t('title')}>
      <SecurityTxtWarning />
      <Async state={dashboard}>
        {(data) => (
          <>
            <ConsoleCard title={t('byStatus')}>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4, xl: 7 }} gap="3">
                {data.statusCounts.map((s) => (
                  <Box as="li" key={s.status} borderWidth="1px" borderRadius="md" p="3">
                    <Stat.Root>
                      <Stat.Label>{s.statusText}</Stat.Label>
                      <Stat.ValueText>
                        <Link asChild color="blue.700">
                          <AppLink href={`/bugs?status=${s.status}`} aria-label={t('openQueue', { status: s.statusText, count: s.count })}>
                            {s.count}
                          </AppLink>
                        </Link>
                      </Stat.ValueText>
                    </Stat.Root>
                  </Box>
                ))}
              </SimpleGrid>
            </ConsoleCard>
            <ConsoleCard title={t('waitingLongest')}>
              {data.waitingLongest.length === 0 ? (
                <Text color="fg.muted">{t('nothingWaiting')}</Text>
              ) : (
                <Box overflowX="auto">
                  <Table.Root size="sm">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('columns.name')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('columns.submitTime')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('columns.waiting')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('columns.assignee')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {data.waitingLongest.map((bug) => (
                        <Table.Row key={bug.id}>
                          <Table.Cell>
                            <Link asChild color="blue.700">
                              <AppLink href={`/bugs/${bug.id}`}>
                                #{bug.id} {bug.name}
                              </AppLink>
                            </Link>
                          </Table.Cell>
                          <Table.Cell>
                            <Badge>{bug.statusText}</Badge>
                          </Table.Cell>
                          <Table.Cell color="fg.muted">{bug.submitTime}</Table.Cell>
                          <Table.Cell textAlign="end">{formatWait(bug.waitingHours, lang)}</Table.Cell>
                          <Table.Cell color={bug.assignee ? undefined : 'fg.muted'}>{bug.assignee?.nickname ?? t('unassigned')}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Box>
              )}
              <Link asChild color="blue.700" fontSize="sm" mt="3" display="inline-block">
                <AppLink href="/bugs?sort=waiting">{t('seeQueue')}</AppLink>
              </Link>
            </ConsoleCard>
            <Charts data={data} />
            <SlaCard />
            {can('GET /v2/admin/api/dashboard/staff') && <StaffCard />}
          </>
        )}
      </Async>
    </ConsolePage>
  );
}
