// A queue row's SLA cell (docs/rules.md#sla-clocks): the awaited clock due first, the time left (or
// overdue) counted from the server's due time, and a red mark when any of the report's clocks is
// breached. The server judged the clocks; the page only counts down to the due time it was given.
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SlaClockKeyLabels, type SlaClockKey } from '@generated/enums';
import { enumLabel } from '../../../lib/language/enumLabel';
import { hoursUntil } from './slaTime';
import { useLanguage } from '../../../lib/language/useLanguage';

export function QueueSlaCell({ clock, due, breached, now = Date.now() }: { clock: SlaClockKey | null; due: string | null; breached: boolean; now?: number }) {
  const { t } = useTranslation('adminBugs');
  const lang = useLanguage();
  const mark = breached && (
    <Badge colorPalette="red" variant="solid" data-testid="sla-breached">
      {t('queue.sla.breached')}
    </Badge>
  );
  if (!clock || !due) {
    return (
      <Stack gap="1" align="start">
        {mark}
        <Text fontSize="xs" color="fg.muted">
          {t('queue.sla.none')}
        </Text>
      </Stack>
    );
  }
  const hours = hoursUntil(due, now);
  const whole = Math.floor(Math.abs(hours));
  const left = whole >= 24 ? t('queue.sla.days', { days: Math.floor(whole / 24), hours: whole % 24 }) : t('queue.sla.hours', { hours: whole });
  const name = enumLabel(SlaClockKeyLabels, lang, clock);
  return (
    <Stack gap="1" align="start">
      {mark}
      <Text fontSize="sm" color={hours < 0 ? 'red.700' : hours < 24 ? 'orange.800' : undefined}>
        {t(hours < 0 ? 'queue.sla.overdue' : 'queue.sla.left', { clock: name, left })}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {t('queue.sla.due', { time: due })}
      </Text>
    </Stack>
  );
}
