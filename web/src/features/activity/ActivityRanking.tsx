// The ranking of one activity: rank, nickname and contribution earned in it, 10 a page.
import { useState } from 'react';
import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../components/lists/Paginator';
import { Async } from '../../components/feedback/StateBlocks';
import { TableScroll } from '../../components/layout/TableScroll';
import { ACTIVITY_RANK_PAGE_SIZE, useActivityRanking } from './api';

export function ActivityRanking({ activityId }: { activityId: number }) {
  const { t } = useTranslation('activity');
  const [page, setPage] = useState(1);
  const ranking = useActivityRanking(activityId, page);
  return (
    <Async state={ranking} isEmpty={(d) => d.rank.length === 0} emptyText={t('rankEmpty')}>
      {(data) => (
        <>
          <TableScroll>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader width="16">{t('rankColumn')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('nicknameColumn')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('valueColumn')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.rank.map((entry) => (
                  <Table.Row key={entry.userId}>
                    <Table.Cell fontWeight="bold" color={entry.rank <= 3 ? 'orange.500' : undefined}>
                      {entry.rank}
                    </Table.Cell>
                    <Table.Cell>{entry.nickname}</Table.Cell>
                    <Table.Cell textAlign="end">{entry.bugValue}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScroll>
          <Paginator page={page} pageSize={ACTIVITY_RANK_PAGE_SIZE} total={data.total} onPageChange={setPage} />
        </>
      )}
    </Async>
  );
}
