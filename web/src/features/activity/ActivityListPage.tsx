// Activities (docs/rules.md#screens-and-routes): cards with a countdown from the server's time; load more, 10 at a time.
import { Box, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { AppLink } from '../../components/AppLink';
import { GrowingListFooter } from '../../components/lists/GrowingListFooter';
import { PageContainer } from '../../components/layout/PageContainer';
import { Picture } from '../../components/Picture';
import { formatTimestamp } from '../../lib/formats';
import { growingList } from '../../lib/query/growingList';
import { activitiesOf, useActivities } from './api';
import { CountdownBadge } from './CountdownBadge';
import { useServerNow } from './useServerNow';
import { formatRequirement } from './requirement';

type Activity = components['schemas']['ActivitySummary'];

function ActivityCard({ activity, now }: { activity: Activity; now: number }) {
  const { t } = useTranslation('activity');
  return (
    <Box as="article" bg="white" borderWidth="1px" borderRadius="lg" overflow="hidden">
      <AppLink href={`/activity/${activity.id}`} tabIndex={-1} aria-hidden="true">
        <Picture src={activity.imgurl} alt="" width="full" height="44" />
      </AppLink>
      <Box p="4">
        <Heading as="h2" size="md" mb="2">
          <Link asChild color="gray.800" _hover={{ color: 'blue.700' }}>
            <AppLink href={`/activity/${activity.id}`}>{activity.title}</AppLink>
          </Link>
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="1">
          {t('requirement', { text: formatRequirement(activity.requirement, t) })}
        </Text>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('period', { start: formatTimestamp(activity.startTime), end: formatTimestamp(activity.endTime) })}
        </Text>
        <CountdownBadge now={now} startTime={activity.startTime} endTime={activity.endTime} />
      </Box>
    </Box>
  );
}

export function ActivityListPage() {
  const { t } = useTranslation('activity');
  const activities = useActivities();
  // The latest page's clock: the countdowns keep to the server's time as pages arrive.
  const now = useServerNow(activities.data?.pages.at(-1)?.serverTime);
  const list = growingList(activities, activitiesOf);
  return (
    <PageContainer title={t('title')}>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {list.items.map((activity) => (
          <ActivityCard key={activity.id} activity={activity} now={now} />
        ))}
      </SimpleGrid>
      <GrowingListFooter list={list} emptyText={t('empty')} />
    </PageContainer>
  );
}
