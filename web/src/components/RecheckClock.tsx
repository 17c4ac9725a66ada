// A report's re-check clock (docs/rules.md#re-check-deadline), on the researcher's report page and in
// the console: the deadline, the time left ticking by the second, or 'expired' once it passed, and
// the coins an answer in time earns. The server says whether it expired; the browser's clock only
// makes it tick.
import { useEffect, useState } from 'react';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { splitDuration } from '../lib/time/countdown';

type Recheck = components['schemas']['BugRecheck'];

export function RecheckClock({ recheck }: { recheck: Recheck }) {
  const { t } = useTranslation();
  const due = Date.parse(recheck.dueAt);
  const [now, setNow] = useState(() => Date.now());
  const expired = recheck.expired || now >= due;

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);

  return (
    <Stack
      gap="1"
      borderWidth="1px"
      borderColor={expired ? 'red.200' : 'orange.200'}
      bg={expired ? 'red.50' : 'orange.50'}
      borderRadius="md"
      px="3"
      py="2"
      data-testid="recheck-clock"
      data-state={expired ? 'expired' : 'open'}
    >
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={expired ? 'red' : 'orange'} variant="solid">
          {expired ? t('recheckClock.expired') : t('recheckClock.open')}
        </Badge>
        {!expired && (
          <Text fontSize="sm" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {t('recheckClock.left', { ...splitDuration(due - now) })}
          </Text>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('recheckClock.due', { time: recheck.dueTime })}
        {recheck.rewardCoins > 0 && !expired && ` · ${t('recheckClock.reward', { count: recheck.rewardCoins })}`}
      </Text>
    </Stack>
  );
}
