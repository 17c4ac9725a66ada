// A queue row's SLA cell (docs/rules.md#sla-clocks): the awaited clock due first, the time left (or
// overdue) counted from the server's due time, and a red mark when any of the report's clocks is
// breached. The server judged the clocks; the page only counts down to the due time it was given —
// except while staff wait for the researcher's answer: the clocks are paused, so nothing counts.
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SlaClockKeyLabels, type SlaClockKey } from '@generated/enums';
import { enumLabel } from '../../../lib/language/enumLabel';
import { hoursUntil } from './slaTime';
import { useLanguage } from '../../../lib/language/useLanguage';

export function QueueSlaCell({
  clock,
  due,
  breached,
  paused = false,
  now = Date.now(),
}: {
  clock: SlaClockKey | null;
  due: string | null;
  breached: boolean;
  /** Waiting for the researcher (the row's needsInfo). */
  paused?: boolean;
  now?: number;
}) {
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
  const name = enumLabel(SlaClockKeyLabels, lang, clock);
  if (paused) {
    return (
      <Stack gap="1" align="start">
        {mark}
        <Text fontSize="sm" color="fg.muted" data-testid="sla-paused">
          {t('queue.sla.paused', { clock: name })}
        </Text>
      </Stack>
    );
  }
  const hours = hoursUntil(due, now);
  const whole = Math.floor(Math.abs(hours));
  const left = whole >= 24 ? t('queue.sla.days', { days: Math.floor(whole / 24), hours: whole % 24 }) : t('queue.sla.hours', { hours: whole });
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
