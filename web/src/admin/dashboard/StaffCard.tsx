// The dashboard's per-staff table: each staff member's reports handled over the last 90 days and the
// medians of the first responses and ratings they made, most reports first. Its own read, so the
// rest of the dashboard shows while it loads and stays when it fails.
import { Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Async } from '../../components/feedback/StateBlocks';
import { ConsoleCard } from '../components/ConsolePage';
import { useStaffDashboard } from './api';
import { formatWait } from '../../lib/formats';
import { useLanguage } from '../../lib/language/useLanguage';

export function StaffCard() {
  const { t } = useTranslation('adminDashboard');
  const lang = useLanguage();
  const figures = useStaffDashboard();
  const hours = (value: number | null, count: number) => (value === null ? '—' : t('staff.median', { wait: formatWait(value, lang), count }));
  return (
    <ConsoleCard title={t('staff.title', { days: figures.data?.days ?? 90 })}>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('staff.help')}
      </Text>
      <Async state={figures} isEmpty={(d) => d.staff.length === 0} emptyText={t('staff.empty')}>
        {(data) => (
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="staff-figures">
              <Table.Caption srOnly>{t('staff.title', { days: data.days })}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('staff.member')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('staff.handled')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('staff.firstResponse')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('staff.rating')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.staff.map((s) => (
                  <Table.Row key={s.staff.userId}>
                    <Table.Cell>{s.staff.nickname}</Table.Cell>
                    <Table.Cell textAlign="end">{s.reportsHandled}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {hours(s.firstResponseHours, s.firstResponses)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {hours(s.ratingHours, s.ratings)}
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
