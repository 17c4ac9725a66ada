// Personal-centre home (pcHome): who the researcher is and every figure of their account — the
// contribution and the next honour level, coins, reports, gifts, unread messages, ranks and the
// upload storage used and left.
import { Badge, Box, HStack, Progress, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api';
import { HonourLevelLabels } from '@generated/enums';
import { AppLink } from '../../components/AppLink';
import { Panel } from '../../components/layout/PageContainer';
import { Picture } from '../../components/Picture';
import { Async } from '../../components/feedback/StateBlocks';
import { enumLabel } from '../../lib/language/enumLabel';
import { formatCount } from '../../lib/formats';
import { useLanguage } from '../../lib/language/useLanguage';
import { useSummary } from './api';
import { StorageQuota } from './StorageQuota';

type Summary = components['schemas']['CenterSummary'];

/** How far the contribution has come towards the next level, 0–100 (100 at the top level). */
export function levelProgress(contribution: number, nextLevelAt: number | null): number {
  if (nextLevelAt === null || nextLevelAt <= 0) return 100;
  return Math.min(100, Math.round((contribution / nextLevelAt) * 100));
}

function Figures({ summary }: { summary: Summary }) {
  const { t } = useTranslation('account');
  const rank = (value: number | null) => (value === null ? t('home.unranked') : String(value));
  const figures: { key: string; value: string; href?: string }[] = [
    { key: 'contribution', value: formatCount(summary.contribution) },
    { key: 'coins', value: formatCount(summary.coins), href: '/user/currency' },
    { key: 'coinsThisMonth', value: formatCount(summary.coinsThisMonth), href: '/user/currency' },
    { key: 'totalBugs', value: formatCount(summary.totalBugs), href: '/user/bugs' },
    { key: 'validBugs', value: formatCount(summary.validBugs), href: '/user/bugs' },
    { key: 'monthBugs', value: formatCount(summary.monthBugs), href: '/user/bugs' },
    { key: 'giftsRedeemed', value: formatCount(summary.giftsRedeemed), href: '/user/ex' },
    { key: 'unread', value: formatCount(summary.unread), href: '/user/msgs' },
    { key: 'monthRank', value: rank(summary.monthRank) },
    { key: 'yearRank', value: rank(summary.yearRank) },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
      {figures.map((figure) => {
        const stat = (
          <Stat.Root borderWidth="1px" borderRadius="md" p="3" h="full" _hover={figure.href ? { borderColor: 'blue.300' } : undefined}>
            <Stat.Label>{t(`home.${figure.key}`)}</Stat.Label>
            <Stat.ValueText data-testid={`figure-${figure.key}`}>{figure.value}</Stat.ValueText>
          </Stat.Root>
        );
        return figure.href ? (
          <AppLink key={figure.key} href={figure.href}>
            {stat}
          </AppLink>
        ) : (
          <Box key={figure.key}>{stat}</Box>
        );
      })}
    </SimpleGrid>
  );
}

export function UserHomePage() {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const summary = useSummary();
  return (
    <Async state={summary}>
      {({ summary: data }) => (
        <Stack gap="5">
          <Panel>
            <HStack gap="4" align="center" wrap="wrap">
              <Picture src={data.portrait} alt="" boxSize="16" borderRadius="full" />
              <Box flex="1" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Text fontSize="xl" fontWeight="bold">
                    {data.nickname}
                  </Text>
                  <Badge colorPalette="purple">{enumLabel(HonourLevelLabels, lang, data.honourLevel)}</Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {data.email}
                  {data.phone ? ` · ${data.phone}` : ` · ${t('home.noPhone')}`}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {data.team ? t('home.team', { name: data.team.name }) : t('home.noTeam')}
                </Text>
              </Box>
              <AppLink href="/user/infos">{t('home.editProfile')}</AppLink>
            </HStack>
            <Box mt="4">
              <Text fontSize="sm" color="fg.muted" mb="1">
                {data.nextLevelAt === null ? t('home.topLevel') : t('home.nextLevel', { current: data.contribution, next: data.nextLevelAt })}
              </Text>
              <Progress.Root value={levelProgress(data.contribution, data.nextLevelAt)} size="sm" colorPalette="blue">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
          </Panel>
          <Panel>
            <Figures summary={data} />
          </Panel>
          <Panel>
            <StorageQuota />
          </Panel>
        </Stack>
      )}
    </Async>
  );
}
