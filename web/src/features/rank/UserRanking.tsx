// The researcher ranking: podium of the first 3 and a table of the rest, 20 a page (or 10, 30, 50); a name opens
// the profile card.
import { useState } from 'react';
import { Button, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HonourLevelLabels } from '@generated/enums';
import { Paginator } from '../../components/lists/Paginator';
import { usePaging } from '../../components/lists/usePaging';
import { Podium, PODIUM_PLACES } from '../../components/Podium';
import { Async } from '../../components/feedback/StateBlocks';
import { TableScroll } from '../../components/layout/TableScroll';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';
import type { Period } from '@common/periods';
import { RANK_PAGE_SIZE, useUserRanking } from './api';
import { ProfileCard } from './ProfileCard';

export function UserRanking({ period }: { period: Period | null }) {
  const { t } = useTranslation('rank');
  const lang = useLanguage();
  const { page, setPage, pageSize, setPageSize } = usePaging(RANK_PAGE_SIZE);
  const [selected, setSelected] = useState<number | null>(null);
  const ranking = useUserRanking(period, page, pageSize);

  return (
    <>
      <Async state={ranking} isEmpty={(d) => d.rank.length === 0} emptyText={t('empty')}>
        {(data) => {
          const podium = page === 1 ? data.rank.slice(0, PODIUM_PLACES) : [];
          const rows = page === 1 ? data.rank.slice(PODIUM_PLACES) : data.rank;
          return (
            <>
              {page === 1 && (
                <Podium
                  entries={podium.map((entry) => ({
                    key: entry.userId,
                    name: entry.nickname,
                    portrait: entry.portrait,
                    detail: entry.team ?? t('noTeam'),
                    score: t('common:coins', { count: entry.score }),
                    onSelect: () => setSelected(entry.userId),
                  }))}
                />
              )}
              {rows.length > 0 && (
                <TableScroll mt="4">
                  <Table.Root size="sm">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader width="16">{t('columns.rank')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('columns.nickname')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('columns.team')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('columns.honour')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('columns.coins')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {rows.map((entry) => (
                        <Table.Row key={entry.userId}>
                          <Table.Cell fontWeight="bold">{entry.rank}</Table.Cell>
                          <Table.Cell>
                            <Button variant="plain" p="0" h="auto" color="blue.700" onClick={() => setSelected(entry.userId)}>
                              {entry.nickname}
                            </Button>
                          </Table.Cell>
                          <Table.Cell>{entry.team ?? '—'}</Table.Cell>
                          <Table.Cell>{enumLabel(HonourLevelLabels, lang, entry.medal)}</Table.Cell>
                          <Table.Cell textAlign="end">{entry.score}</Table.Cell>
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
      <ProfileCard userId={selected} onClose={() => setSelected(null)} />
    </>
  );
}
