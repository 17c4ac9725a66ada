// The public response statistics (docs/rules.md#sla-clocks) on the home page and the English landing:
// four numbers from one cached read. Deliberately plain (no chart, no new component kinds): the home
// page's script budget has room for little more than this.
import type { ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { $api } from '../lib/query';

/** A median for people: hours under two days, days (one decimal) from then on, a dash when not shown. */
function time(hours: number | null, t: (key: string, values: Record<string, number>) => string): string {
  if (hours === null) return '—';
  return hours < 48 ? t('responseStats.hours', { n: Math.round(hours) }) : t('responseStats.days', { n: Math.round(hours / 2.4) / 10 });
}

/** The block around the figures: the page's own section style (the home page's), or a plain card. */
type Frame = (title: string, body: ReactNode) => ReactNode;

const plainFrame: Frame = (title, body) => (
  <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderRadius="lg" p="5">
    <Heading as="h2" size="md" mb="3">
      {title}
    </Heading>
    {body}
  </Box>
);

export function ResponseStats({ frame = plainFrame }: { frame?: Frame }) {
  const { t } = useTranslation('home');
  const stats = $api.useQuery('get', '/v2/api/response-stats').data;
  if (!stats) return null;
  const figures: [string, string][] = [
    ['firstResponse', time(stats.firstResponseHours, t)],
    ['rating', time(stats.ratingHours, t)],
    ['reward', time(stats.rewardHours, t)],
    ['rated', String(stats.reportsRated)],
  ];
  return frame(
    t('responseStats.title', { days: stats.days }),
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4" data-testid="response-stats">
      {figures.map(([key, value]) => (
        <Box key={key}>
          <Text as="dt" fontSize="sm" color="fg.muted">
            {t(`responseStats.${key}`)}
          </Text>
          <Text as="dd" fontSize="2xl" fontWeight="semibold">
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>,
  );
}
