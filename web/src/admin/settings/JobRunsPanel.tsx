// The timed jobs' last runs below the settings (owners and viewers): each job, when its last run
// started and ended, whether it succeeded, what it handled or its error, and its last success.
import { Badge, Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { JobNameLabels } from '@generated/enums';
import { Async } from '../../components/feedback/StateBlocks';
import { ConsoleCard } from '../components/ConsolePage';
import { useEnumLabel } from '../components/useEnumLabel';
import { useStaffCan } from '../components/useStaffCan';
import { useJobRuns } from './api';

const COLUMNS = ['job', 'started', 'finished', 'result', 'count', 'lastSuccess'] as const;

export function JobRunsPanel() {
  const can = useStaffCan();
  // The screen is also open to roles that read only the rules (the rating dialog's): they see no panel.
  if (!can('GET /v2/admin/api/settings/jobs')) return null;
  return <JobRunsCard />;
}

function JobRunsCard() {
  const { t } = useTranslation('adminSettings');
  const label = useEnumLabel();
  const runs = useJobRuns();
  return (
    <ConsoleCard title={t('jobs.title')}>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('jobs.help')}
      </Text>
      <Async state={runs} isEmpty={(d) => d.jobs.length === 0} emptyText={t('jobs.empty')}>
        {(data) => (
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  {COLUMNS.map((column) => (
                    <Table.ColumnHeader key={column}>{t(`jobs.column.${column}`)}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.jobs.map(({ job, lastRun, lastSuccessTime }) => (
                  <Table.Row key={job} data-testid={`job-${job}`}>
                    <Table.Cell>{label(JobNameLabels, job)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap" fontSize="xs">
                      {lastRun?.startTime ?? t('jobs.never')}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap" fontSize="xs">
                      {lastRun?.finishTime ?? '—'}
                    </Table.Cell>
                    <Table.Cell>
                      {lastRun && <Badge colorPalette={lastRun.ok ? 'green' : 'red'}>{t(lastRun.ok ? 'jobs.ok' : 'jobs.failed')}</Badge>}
                      {lastRun?.detail && (
                        <Text fontSize="xs" color="fg.error" wordBreak="break-word" maxW="sm" mt="1">
                          {lastRun.detail}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>{lastRun ? lastRun.count : '—'}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap" fontSize="xs">
                      {lastSuccessTime ?? t('jobs.noSuccess')}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Async>
    </ConsoleCard>
  );
}
