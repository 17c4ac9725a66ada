// A team's members and their scores in the chosen period, as a bar chart.
import { lazy, Suspense } from 'react';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';
import { Async, LoadingBlock } from '../../components/feedback/StateBlocks';
import type { Period } from '@common/periods';
import { useTeam } from './api';

const TeamChart = lazy(() => import('./TeamChart'));

export function TeamDialog({ teamId, period, onClose }: { teamId: number | null; period: Period | null; onClose: () => void }) {
  const { t } = useTranslation('rank');
  const team = useTeam(teamId, period);
  return (
    <AppDialog open={teamId !== null} onClose={onClose} title={t('teamChartTitle')} size="lg">
      <Async state={team} isEmpty={(d) => d.teamInfo.members.length === 0} emptyText={t('noMembers')}>
        {({ teamInfo }) => (
          <>
            <Text fontSize="sm" color="fg.muted" mb="2">
              {t('teamScore', { score: teamInfo.score })}
            </Text>
            <Suspense fallback={<LoadingBlock minH="320px" />}>
              <TeamChart team={teamInfo} scoreLabel={t('columns.coins')} label={t('teamChartLabel', { name: teamInfo.name })} />
            </Suspense>
          </>
        )}
      </Async>
    </AppDialog>
  );
}
