// A report's SLA clocks (docs/rules.md#sla-clocks), on the researcher's report page and on the staff
// review page: each clock's time elapsed against its target, its state and its due time, as the
// server judged them when it answered (the page does not run the clocks itself, so it never disagrees
// with the staff queue). One rendering for both, so staff see exactly what the researcher sees; only
// the wording addressed to the reader differs.
import { Badge, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { BugLevelLabels, SlaClockKeyLabels, SlaStateLabels } from '@generated/enums';
import { enumLabel } from '../lib/language/enumLabel';
import { useLanguage } from '../lib/language/useLanguage';

type Sla = components['schemas']['BugSla'];
type Clock = Sla['clocks'][number];
/** Who reads the clocks: the report's researcher ("your answer") or staff ("the researcher's answer"). */
export type SlaAudience = 'researcher' | 'staff';

const STATE_COLOR: Record<Clock['state'], string> = { running: 'blue', met: 'green', breached: 'red', skipped: 'gray', paused: 'orange' };

/** Hours as people read them: "5.5 h", "3 d 4 h". */
function duration(hours: number, t: (key: string, values: Record<string, number>) => string): string {
  if (hours < 24) return t('slaClocks.hours', { hours: Math.round(hours * 10) / 10 });
  const whole = Math.floor(hours);
  if (whole % 24 === 0) return t('slaClocks.wholeDays', { days: whole / 24 });
  return t('slaClocks.days', { days: Math.floor(whole / 24), hours: whole % 24 });
}

function ClockCard({ clock, pausedSince, audience }: { clock: Clock; pausedSince: string | null; audience: SlaAudience }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const share = Math.min(1, clock.elapsedHours / clock.targetHours);
  const color = STATE_COLOR[clock.state];
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid={`sla-${clock.clock}`} data-state={clock.state}>
      <Stack gap="2">
        <Box display="flex" justifyContent="space-between" alignItems="center" gap="2">
          <Text fontWeight="medium">{enumLabel(SlaClockKeyLabels, lang, clock.clock)}</Text>
          <Badge colorPalette={color}>{enumLabel(SlaStateLabels, lang, clock.state)}</Badge>
        </Box>
        <Box h="2" bg="gray.100" borderRadius="full" overflow="hidden" aria-hidden>
          <Box h="full" w={`${Math.round(share * 100)}%`} bg={`${color}.500`} />
        </Box>
        <Text fontSize="sm">{t('slaClocks.elapsed', { elapsed: duration(clock.elapsedHours, t), target: duration(clock.targetHours, t) })}</Text>
        <Text fontSize="xs" color="fg.muted">
          {clock.stopTime
            ? t('slaClocks.stopped', { time: clock.stopTime })
            : clock.state === 'paused' && pausedSince
              ? t(`slaClocks.${audience}.paused`, { time: pausedSince })
              : t('slaClocks.due', { time: clock.dueTime })}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('slaClocks.level', { level: enumLabel(BugLevelLabels, lang, clock.level) })}
        </Text>
      </Stack>
    </Box>
  );
}

/**
 * `pausedSince`: since when staff wait for the researcher's answer (the clocks in time are paused),
 * or null. `heading`: the section's heading level (h3 inside a console card that has its own h2).
 * `columns`: the grid's columns by breakpoint (narrower where the clocks share the row).
 */
export function SlaClocks({
  sla,
  pausedSince = null,
  audience = 'researcher',
  heading = 'h2',
  columns = { base: 1, sm: 2, lg: 4 },
}: {
  sla: Sla;
  pausedSince?: string | null;
  audience?: SlaAudience;
  heading?: 'h2' | 'h3';
  columns?: Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl' | '2xl', number>>;
}) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="sla-title">
      <Heading as={heading} size={heading === 'h2' ? 'md' : 'sm'} mb="1" id="sla-title">
        {t('slaClocks.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t(`slaClocks.${audience}.help`)}
      </Text>
      <SimpleGrid columns={columns} gap="3">
        {sla.clocks.map((clock) => (
          <ClockCard key={clock.clock} clock={clock} pausedSince={pausedSince} audience={audience} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
