// The dashboard's SLA table (docs/rules.md#sla-clocks): per month of submission, each clock's median
// time and the share of judged clocks met, newest month first. A table, not a chart: twelve rows of
// four pairs read better as numbers, and the share is what staff act on (red below 80 %).
import { Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SlaClockKeyLabels } from '@generated/enums';
import type { components } from '@generated/api';
import { Async } from '../../components/feedback/StateBlocks';
import { enumLabel } from '../../lib/language/enumLabel';
import { formatWait } from '../../lib/formats';
import { $api } from '../../lib/query';
import { ConsoleCard } from '../components/ConsolePage';
import { useLanguage } from '../../lib/language/useLanguage';

type Month = components['schemas']['AdminSlaMonth'];
const CLOCKS = ['firstResponse', 'rating', 'reward', 'resolution'] as const;

function Cell({ clock }: { clock: Month['clocks'][number] }) {
  const { t } = useTranslation('adminDashboard');
  const lang = useLanguage();
  const share = clock.share === null ? null : Math.round(clock.share * 100);
  return (
    <Table.Cell textAlign="end" whiteSpace="nowrap">
      <Text fontSize="sm">{clock.medianHours === null ? '—' : t('sla.median', { wait: formatWait(clock.medianHours, lang) })}</Text>
      <Text fontSize="xs" color={share !== null && share < 80 ? 'red.700' : 'fg.muted'}>
        {share === null ? t('sla.noneJudged') : t('sla.share', { share, within: clock.within, judged: clock.judged })}
      </Text>
    </Table.Cell>
  );
}

export function SlaCard() {
  const { t } = useTranslation('adminDashboard');
  const lang = useLanguage();
  const sla = $api.useQuery('get', '/v2/admin/api/dashboard/sla');
  return (
    <ConsoleCard title={t('sla.title')}>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('sla.help')}
      </Text>
      <Async state={sla}>
        {(data) => (
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="sla-months">
              <Table.Caption srOnly>{t('sla.title')}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('sla.month')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('sla.reports')}</Table.ColumnHeader>
                  {CLOCKS.map((c) => (
                    <Table.ColumnHeader key={c} textAlign="end">
                      {enumLabel(SlaClockKeyLabels, lang, c)}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {[...data.months].reverse().map((m) => (
                  <Table.Row key={m.month}>
                    <Table.Cell>{m.month}</Table.Cell>
                    <Table.Cell textAlign="end">{m.reports}</Table.Cell>
                    {m.clocks.map((c) => (
                      <Cell key={c.clock} clock={c} />
                    ))}
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
