// Team management (team/list): the caller's team with its members' ranks and scores and the pie of
// their shares; the leader sees applications and approves or refuses them; members may leave.
// Without a team the page sends the caller to the no-team page.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TeamApplicationStatus, TeamApplicationStatusLabels, TeamStatus, TeamStatusLabels } from '@generated/enums';
import { AppDialog } from '../../components/AppDialog';
import { useAppNavigate } from '../../components/AppLink';
import { Panel } from '../../components/layout/PageContainer';
import { Picture } from '../../components/Picture';
import { Async, LoadingBlock } from '../../components/feedback/StateBlocks';
import { TableScroll } from '../../components/layout/TableScroll';
import type { ApiResult } from '../../lib/api';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { useDecideApplication, useLeaveTeam, useMyTeam } from './api';

const MemberPieChart = lazy(() => import('./MemberPieChart'));

function GoToNoTeam() {
  const navigate = useAppNavigate();
  useEffect(() => navigate('/user/team/q', { replace: true }));
  return null;
}

export function TeamListPage() {
  const { t } = useTranslation('team');
  const lang = useLanguage();
  const mine = useMyTeam();
  const decision = useDecideApplication();
  const departure = useLeaveTeam();
  const [leaving, setLeaving] = useState(false);
  const navigate = useAppNavigate();

  const act = async (work: () => Promise<ApiResult<unknown>>, done: string) => {
    const result = await withLoading(work());
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(done);
  };
  const decide = (id: number, approve: boolean) => act(() => decision.mutateAsync({ id, approve }), approve ? t('list.approved') : t('list.refused'));
  const leave = async () => {
    setLeaving(false);
    const result = await withLoading(departure.mutateAsync());
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('list.left'));
    navigate('/user/team/q');
  };

  return (
    <Async state={mine}>
      {({ team }) => {
        if (!team) return <GoToNoTeam />;
        const pending = team.applicants.filter((a) => a.status === TeamApplicationStatus.Pending);
        return (
          <Stack gap="5">
            <Panel>
              <HStack justify="space-between" wrap="wrap" gap="3">
                <HStack gap="3">
                  <Heading as="h1" size="lg">
                    {team.name}
                  </Heading>
                  <Badge colorPalette={team.status === TeamStatus.Approved ? 'green' : team.status === TeamStatus.PendingReview ? 'orange' : 'red'}>
                    {enumLabel(TeamStatusLabels, lang, team.status)}
                  </Badge>
                  {team.isLeader && <Badge colorPalette="purple">{t('list.leader')}</Badge>}
                </HStack>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setLeaving(true)}>
                  {t('list.leave')}
                </Button>
              </HStack>
              {team.status === TeamStatus.PendingReview && (
                <Text mt="2" fontSize="sm" color="orange.700">
                  {t('list.underReview')}
                </Text>
              )}
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mt="4" fontSize="sm">
                <Text>{t('list.scoreLine', { value: team.score })}</Text>
                <Text>{t('list.introLine', { value: team.intro })}</Text>
                <Text>{t('list.contactLine', { value: team.contact })}</Text>
              </SimpleGrid>
            </Panel>
            <Panel>
              <Heading as="h2" size="md" mb="3">
                {t('list.members', { count: team.members.length })}
              </Heading>
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="center">
                <TableScroll>
                  <Table.Root size="sm">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('list.rank')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('list.member')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('list.memberScore')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {team.members.map((m) => (
                        <Table.Row key={m.userId}>
                          <Table.Cell>{m.rank}</Table.Cell>
                          <Table.Cell>
                            <HStack gap="2">
                              <Picture src={m.portrait} alt="" boxSize="6" borderRadius="full" />
                              <Text>{m.nickname}</Text>
                              {m.isLeader && <Badge size="sm">{t('list.leader')}</Badge>}
                            </HStack>
                          </Table.Cell>
                          <Table.Cell textAlign="end">{m.score}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </TableScroll>
                <Box>
                  {team.members.some((m) => m.score > 0) ? (
                    <Suspense fallback={<LoadingBlock />}>
                      <MemberPieChart members={team.members} label={t('list.chart')} />
                    </Suspense>
                  ) : (
                    <Text color="fg.muted" textAlign="center">
                      {t('list.noScores')}
                    </Text>
                  )}
                </Box>
              </SimpleGrid>
            </Panel>
            {team.isLeader && (
              <Panel>
                <Heading as="h2" size="md" mb="3">
                  {t('list.applicants', { count: pending.length })}
                </Heading>
                {team.applicants.length === 0 ? (
                  <Text color="fg.muted">{t('list.noApplicants')}</Text>
                ) : (
                  <Stack gap="2">
                    {team.applicants.map((a) => (
                      <HStack key={a.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" wrap="wrap">
                        <Text>
                          {a.nickname}{' '}
                          <Text as="span" fontSize="xs" color="fg.muted">
                            {a.createTime}
                          </Text>
                        </Text>
                        {a.status === TeamApplicationStatus.Pending ? (
                          <HStack>
                            <Button size="xs" colorPalette="green" onClick={() => void decide(a.id, true)}>
                              {t('list.approve')}
                            </Button>
                            <Button size="xs" variant="outline" colorPalette="red" onClick={() => void decide(a.id, false)}>
                              {t('list.refuse')}
                            </Button>
                          </HStack>
                        ) : (
                          <Badge>{enumLabel(TeamApplicationStatusLabels, lang, a.status)}</Badge>
                        )}
                      </HStack>
                    ))}
                  </Stack>
                )}
              </Panel>
            )}
            <AppDialog
              open={leaving}
              onClose={() => setLeaving(false)}
              title={t('list.leaveTitle')}
              role="alertdialog"
              footer={
                <HStack>
                  <Button variant="outline" onClick={() => setLeaving(false)}>
                    {t('common:cancel')}
                  </Button>
                  <Button colorPalette="red" onClick={() => void leave()}>
                    {t('list.leave')}
                  </Button>
                </HStack>
              }
            >
              {team.isLeader ? t('list.leaveLeaderText') : t('list.leaveText')}
            </AppDialog>
          </Stack>
        );
      }}
    </Async>
  );
}
