// The team ranking: podium and table like the researchers'; a team opens the bar chart of its
// members' scores in the same period.
import { useState } from 'react';
import { Button, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../components/lists/Paginator';
import { usePaging } from '../../components/lists/usePaging';
import { Podium, PODIUM_PLACES } from '../../components/Podium';
import { Async } from '../../components/feedback/StateBlocks';
import { TableScroll } from '../../components/layout/TableScroll';
import type { Period } from '@common/periods';
import { RANK_PAGE_SIZE, useTeamRanking } from './api';
import { TeamDialog } from './TeamDialog';

export function TeamRanking({ period }: { period: Period | null }) {
  const { t } = useTranslation('rank');
  const { page, setPage, pageSize, setPageSize } = usePaging(RANK_PAGE_SIZE);
  const [selected, setSelected] = useState<number | null>(null);
  const ranking = useTeamRanking(period, page, pageSize);
  return (
    <>
      <Async state={ranking} isEmpty={(d) => d.rank.length === 0} emptyText={t('emptyTeams')}>
        {(data) => {
          const rows = page === 1 ? data.rank.slice(PODIUM_PLACES) : data.rank;
          return (
            <>
              {page === 1 && (
                <Podium
                  entries={data.rank.slice(0, PODIUM_PLACES).map((team) => ({
                    key: team.id,
                    name: team.name,
                    detail: t('members', { count: team.memberCount }),
                    score: t('common:coins', { count: team.score }),
                    onSelect: () => setSelected(team.id),
                  }))}
                />
              )}
              {rows.length > 0 && (
                <TableScroll mt="4">
                  <Table.Root size="sm">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader width="16">{t('columns.rank')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('columns.teamName')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('columns.memberCount')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('columns.coins')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {rows.map((team) => (
                        <Table.Row key={team.id}>
                          <Table.Cell fontWeight="bold">{team.rank}</Table.Cell>
                          <Table.Cell>
                            <Button variant="plain" p="0" h="auto" color="blue.700" onClick={() => setSelected(team.id)}>
                              {team.name}
                            </Button>
                          </Table.Cell>
                          <Table.Cell>{team.memberCount}</Table.Cell>
                          <Table.Cell textAlign="end">{team.score}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </TableScroll>
              )}
              <Paginator page={page} pageSize={pageSize} total={data.total} onPageChange={setPage} onPageSizeChange={setPageSize} />
            </>
          );
        }}
      </Async>
      <TeamDialog teamId={selected} period={period} onClose={() => setSelected(null)} />
    </>
  );
}
