// Team review (/teams): teams waiting for review (oldest first, to answer within 24 hours) and
// reviewed ones, by state in the address; approve or refuse with a reason the leader is sent.
import { useState } from 'react';
import { Badge, Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TeamStatusLabels, type TeamStatus } from '../../../../../generated/enums';
import type { components } from '../../../../../generated/api';
import { Paginator } from '../../../components/Paginator';
import { Async } from '../../../components/StateBlocks';
import { ConsoleCard, ConsolePage } from '../../components/ConsolePage';
import { SelectFilter } from '../../components/SelectFilter';
import { useEnumLabel, useEnumOptions } from '../../components/useEnumLabel';
import { useFilters } from '../../components/useFilters';
import { PEOPLE_PAGE_SIZE, useAdminTeams, useReviewTeam } from '../api';
import { ReviewDialog } from '../ReviewDialog';

type Team = components['schemas']['AdminTeamItem'];
const STATUS_COLOR: Record<TeamStatus, string> = { 0: 'orange', 1: 'green', 2: 'red' };

export function TeamsPage() {
  const { t } = useTranslation('adminPeople');
  const label = useEnumLabel();
  const options = useEnumOptions(TeamStatusLabels);
  const { values, page, set } = useFilters(['status'] as const);
  const status = values.status !== undefined && values.status in TeamStatusLabels.zh ? (Number(values.status) as TeamStatus) : undefined;
  const list = useAdminTeams({ page, ...(status !== undefined ? { status } : {}) });
  const review = useReviewTeam();
  const [deciding, setDeciding] = useState<{ team: Team; approve: boolean } | null>(null);

  return (
    <ConsolePage title={t('teams.title')}>
      <ConsoleCard>
        <HStack mb="4">
          <SelectFilter id="teams-status" label={t('teams.filter')} allLabel={t('all')} value={status === undefined ? '' : String(status)} options={options} onChange={(v) => set({ status: v })} />
        </HStack>
        <Async state={list} isEmpty={(d) => d.teams.length === 0} emptyText={t('teams.empty')}>
          {(data) => (
            <>
              <Box overflowX="auto">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      {(['name', 'intro', 'contact', 'leader', 'members', 'status', 'created', 'actions'] as const).map((key) => (
                        <Table.ColumnHeader key={key}>{t(`teams.column.${key}`)}</Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.teams.map((team) => (
                      <Table.Row key={team.id} data-testid={`team-${team.id}`}>
                        <Table.Cell fontWeight="medium">{team.name}</Table.Cell>
                        <Table.Cell maxW="64">{team.intro}</Table.Cell>
                        <Table.Cell maxW="48" wordBreak="break-all">
                          {team.contact}
                        </Table.Cell>
                        <Table.Cell>{team.leader.nickname}</Table.Cell>
                        <Table.Cell>{team.memberCount}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={STATUS_COLOR[team.status]}>{label(TeamStatusLabels, team.status)}</Badge>
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap" fontSize="xs">
                          {team.createTime}
                        </Table.Cell>
                        <Table.Cell>
                          {team.status === 0 ? (
                            <HStack gap="1">
                              <Button size="xs" colorPalette="green" variant="outline" onClick={() => setDeciding({ team, approve: true })}>
                                {t('teams.approve')}
                              </Button>
                              <Button size="xs" colorPalette="red" variant="outline" onClick={() => setDeciding({ team, approve: false })}>
                                {t('teams.refuse')}
                              </Button>
                            </HStack>
                          ) : (
                            <Text color="fg.muted">—</Text>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
              <Paginator page={page} pageSize={PEOPLE_PAGE_SIZE} total={data.total} onPageChange={(p) => set({ page: p })} />
            </>
          )}
        </Async>
      </ConsoleCard>
      {deciding && (
        <ReviewDialog
          key={`${deciding.team.id}-${deciding.approve}`}
          approve={deciding.approve}
          title={t(deciding.approve ? 'teams.approveTitle' : 'teams.refuseTitle', { name: deciding.team.name })}
          text={t(deciding.approve ? 'teams.approveText' : 'teams.refuseText', { name: deciding.team.name, leader: deciding.team.leader.nickname })}
          confirmLabel={t(deciding.approve ? 'teams.approve' : 'teams.refuse')}
          commentHelp={t('teams.commentHelp')}
          busy={review.isPending}
          send={(comment) => review.mutateAsync({ id: deciding.team.id, approve: deciding.approve, ...(comment ? { comment } : {}) })}
          onClose={() => setDeciding(null)}
        />
      )}
    </ConsolePage>
  );
}
