// No team yet (team/q): join an existing team or apply to form one; shows a pending application and
// the switch rule. A caller who has a team is sent to it.
import { useEffect } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink, useAppNavigate } from '../../components/AppLink';
import { Panel } from '../../components/layout/PageContainer';
import { Async } from '../../components/feedback/StateBlocks';
import { useMyTeam } from './api';

function GoToTeam() {
  const navigate = useAppNavigate();
  useEffect(() => navigate('/user/team/list', { replace: true }));
  return null;
}

export function NoTeamPage() {
  const { t } = useTranslation('team');
  const mine = useMyTeam();
  return (
    <Async state={mine}>
      {({ team, switchRule, pendingApplication }) =>
        team ? (
          <GoToTeam />
        ) : (
          <Panel>
            <Stack gap="4" align="center" py="8" textAlign="center">
              <Text as="h1" fontSize="xl" fontWeight="bold">
                {t('none.title')}
              </Text>
              <Text color="fg.muted">{t('none.text')}</Text>
              {pendingApplication && <Text color="orange.700">{t('none.pending', { name: pendingApplication.teamName })}</Text>}
              <HStack gap="3">
                <Button asChild colorPalette="blue">
                  <AppLink href="/user/team/join">{t('none.join')}</AppLink>
                </Button>
                <Button asChild variant="outline">
                  <AppLink href="/user/team/create">{t('none.create')}</AppLink>
                </Button>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {switchRule.text}
                {switchRule.nextChangeAt && ` ${t('none.nextChange', { time: switchRule.nextChangeAt })}`}
              </Text>
            </Stack>
          </Panel>
        )
      }
    </Async>
  );
}
