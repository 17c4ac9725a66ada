// The state of an activity and its countdown: 'about to start' with the time to the start,
// 'ongoing' with the time to the end, or 'activity ended'.
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { activityCountdown, splitDuration } from '../../lib/time/countdown';

const PALETTE = { upcoming: 'orange', ongoing: 'green', ended: 'gray' } as const;

export function CountdownBadge({ now, startTime, endTime }: { now: number; startTime: number; endTime: number }) {
  const { t } = useTranslation('activity');
  const { state, remaining } = activityCountdown(now, startTime, endTime);
  const parts = splitDuration(remaining);
  return (
    <HStack gap="2" data-state={state}>
      <Badge colorPalette={PALETTE[state]} variant="subtle">
        {t(`state.${state}`)}
      </Badge>
      {state !== 'ended' && (
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          {t(state === 'upcoming' ? 'startsIn' : 'endsIn', { ...parts })}
        </Text>
      )}
    </HStack>
  );
}
