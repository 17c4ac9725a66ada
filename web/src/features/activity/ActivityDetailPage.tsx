// One activity (docs/rules.md#screens-and-routes): the article with its countdown, the scrolling latest news, the ranking.
import { Badge, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { PageContainer, Panel } from '../../components/layout/PageContainer';
import { Picture } from '../../components/Picture';
import { SafeHtml } from '../../components/SafeHtml';
import { Async } from '../../components/feedback/StateBlocks';
import type { PageParams } from '../../lib/appRoute';
import { formatTimestamp } from '../../lib/formats';
import { useActivity, useActivityNews } from './api';
import { ActivityRanking } from './ActivityRanking';
import { CountdownBadge } from './CountdownBadge';
import { NewsTicker } from './NewsTicker';
import { useServerNow } from './useServerNow';
import { formatRequirement } from './requirement';

export function ActivityDetailPage({ params }: { params: PageParams }) {
  const { t } = useTranslation('activity');
  const id = Number(params.id);
  const detail = useActivity(id);
  const news = useActivityNews(id);
  const now = useServerNow(detail.data?.serverTime);
  return (
    <PageContainer>
      <Link asChild color="blue.600" mb="4" display="inline-block">
        <AppLink href="/activity/list">← {t('backToList')}</AppLink>
      </Link>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 340px' }} gap="6" alignItems="start">
        <Panel>
          <Async state={detail}>
            {({ activity }) => (
              <article>
                <Picture src={activity.imgurl} alt="" width="full" height="56" borderRadius="md" mb="5" />
                <Heading as="h1" size="2xl" mb="3">
                  {activity.title}
                </Heading>
                <Stack gap="2" mb="6" fontSize="sm" color="fg.muted">
                  <CountdownBadge now={now} startTime={activity.startTime} endTime={activity.endTime} />
                  <Text>{t('period', { start: formatTimestamp(activity.startTime), end: formatTimestamp(activity.endTime) })}</Text>
                  <Text>{t('requirement', { text: formatRequirement(activity.requirement, t) })}</Text>
                  {activity.multiplier > 1 && (
                    <HStack>
                      <Badge colorPalette="red">{t('multiplier', { count: activity.multiplier })}</Badge>
                    </HStack>
                  )}
                </Stack>
                <SafeHtml html={activity.content} />
              </article>
            )}
          </Async>
        </Panel>
        <Stack gap="6">
          <Panel>
            <Heading as="h2" size="md" mb="3">
              {t('news')}
            </Heading>
            <Async state={news} isEmpty={(d) => d.news.length === 0} emptyText={t('newsEmpty')}>
              {(data) => <NewsTicker news={data.news} />}
            </Async>
          </Panel>
          <Panel>
            <Heading as="h2" size="md" mb="3">
              {t('ranking')}
            </Heading>
            <ActivityRanking activityId={id} />
          </Panel>
        </Stack>
      </Grid>
    </PageContainer>
  );
}
