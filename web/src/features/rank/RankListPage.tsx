// Rankings (docs/rules.md#screens-and-routes): researchers and teams, monthly (with year/month pickers) or all time.
import { useState } from 'react';
import { Box, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer, Panel } from '../../components/layout/PageContainer';
import { LoadingBlock } from '../../components/feedback/StateBlocks';
import { useCurrentRankMonth } from '../../lib/rankPage';
import { periodOf, WHOLE_YEAR, type Period } from '@common/periods';
import { PeriodPicker, type PeriodValue } from './PeriodPicker';
import { PrizeInputs } from './PrizeInputs';
import { TeamRanking } from './TeamRanking';
import { UserRanking } from './UserRanking';

const TABS = ['userMonthly', 'userAll', 'teamMonthly', 'teamAll'] as const;
type Tab = (typeof TABS)[number];

export function RankListPage() {
  const { t } = useTranslation('rank');
  const [tab, setTab] = useState<Tab>('userMonthly');
  // This month on the server's clock, in UTC+8 (the rank periods'), until another is picked.
  const current = useCurrentRankMonth();
  const [picked, setPick] = useState<PeriodValue | null>(null);
  const pick = picked ?? current;
  const monthly = tab === 'userMonthly' || tab === 'teamMonthly';
  const period: Period | null = monthly && pick ? periodOf(pick.year, pick.month) : null;
  const periodKey = `${tab}:${period ? period.startTime + '~' + period.endTime : 'all'}`;

  return (
    <PageContainer title={t('title')}>
      <Panel>
        {/* The ranking is the selected tab's panel (a tab must control an existing panel). */}
        <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)}>
          <Tabs.List mb="4">
            {TABS.map((value) => (
              <Tabs.Trigger key={value} value={value}>
                {t(`tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={tab} p="0">
            {monthly && !pick ? (
              <LoadingBlock />
            ) : (
              <>
                {monthly && pick && current && (
                  <Box mb="4">
                    <PeriodPicker value={pick} years={current.years} onChange={setPick} />
                  </Box>
                )}
                {/* A new period or tab starts again at page 1: the key remounts the ranking. */}
                {tab.startsWith('user') ? <UserRanking key={periodKey} period={period} /> : <TeamRanking key={periodKey} period={period} />}
                {/* A month's researcher ranking decides its prize: what the prize read is published beside it. */}
                {tab === 'userMonthly' && pick && pick.month !== WHOLE_YEAR && <PrizeInputs month={`${pick.year}-${String(pick.month).padStart(2, '0')}`} />}
              </>
            )}
          </Tabs.Content>
        </Tabs.Root>
      </Panel>
    </PageContainer>
  );
}
