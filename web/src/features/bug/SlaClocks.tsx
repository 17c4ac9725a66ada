// The report's SLA clocks for its researcher (docs/rules.md#sla-clocks): each clock's time elapsed
// against its target, its state and its due time, as the server judged them when it answered (the
// page does not run the clocks itself, so it never disagrees with the staff queue).
import { Badge, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { BugLevelLabels, SlaClockKeyLabels, SlaStateLabels } from '@generated/enums';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';

type Sla = components['schemas']['BugSla'];
type Clock = Sla['clocks'][number];

const STATE_COLOR: Record<Clock['state'], string> = { running: 'blue', met: 'green', breached: 'red', skipped: 'gray', paused: 'orange' };

/** Hours as people read them: "5.5 h", "3 d 4 h". */
function duration(hours: number, t: (key: string, values: Record<string, number>) => string): string {
  if (hours < 24) return t('sla.hours', { hours: Math.round(hours * 10) / 10 });
  const whole = Math.floor(hours);
  if (whole % 24 === 0) return t('sla.wholeDays', { days: whole / 24 });
  return t('sla.days', { days: Math.floor(whole / 24), hours: whole % 24 });
}

function ClockCard({ clock, pausedSince }: { clock: Clock; pausedSince: string | null }) {
  const { t } = useTranslation('bug');
  const lang = useLanguage();
  const share = Math.min(1, clock.elapsedHours / clock.targetHours);
  const color = STATE_COLOR[clock.state];
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid={`sla-${clock.clock}`}>
      <Stack gap="2">
        <Box display="flex" justifyContent="space-between" alignItems="center" gap="2">
          <Text fontWeight="medium">{enumLabel(SlaClockKeyLabels, lang, clock.clock)}</Text>
          <Badge colorPalette={color}>{enumLabel(SlaStateLabels, lang, clock.state)}</Badge>
        </Box>
        <Box h="2" bg="gray.100" borderRadius="full" overflow="hidden" aria-hidden>
          <Box h="full" w={`${Math.round(share * 100)}%`} bg={`${color}.500`} />
        </Box>
        <Text fontSize="sm">{t('sla.elapsed', { elapsed: duration(clock.elapsedHours, t), target: duration(clock.targetHours, t) })}</Text>
        <Text fontSize="xs" color="fg.muted">
          {clock.stopTime
            ? t('sla.stopped', { time: clock.stopTime })
            : clock.state === 'paused' && pausedSince
              ? t('sla.paused', { time: pausedSince })
              : t('sla.due', { time: clock.dueTime })}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('sla.level', { level: enumLabel(BugLevelLabels, lang, clock.level) })}
        </Text>
      </Stack>
    </Box>
  );
}

/** `pausedSince`: since when staff wait for the researcher's answer (the clocks in time are paused), or null. */
export function SlaClocks({ sla, pausedSince = null }: { sla: Sla; pausedSince?: string | null }) {
  const { t } = useTranslation('bug');
  return (
    <Box as="section" aria-labelledby="sla-title">
      <Heading as="h2" size="md" mb="1" id="sla-title">
        {t('sla.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('sla.help')}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {sla.clocks.map((clock) => (
          <ClockCard key={clock.clock} clock={clock} pausedSince={pausedSince} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
