// The monthly honour table (Chinese only): podium of 3 and ranks 4 to 10 of the current month.
import { Box, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HonourLevelLabels } from '@generated/enums';
import { Podium, PODIUM_PLACES } from '../../components/Podium';
import { Async } from '../../components/feedback/StateBlocks';
import { enumLabel } from '../../lib/language/enumLabel';
import { useLanguage } from '../../lib/language/useLanguage';
import { periodOf } from '@common/periods';
import { useCurrentRankMonth } from '../../lib/rankPage';
import { useMonthRanking } from './api';
import { Section } from './Section';

export const HONOUR_TABLE_SIZE = 10;

export function HonourTable() {
  const { t } = useTranslation('home');
  const lang = useLanguage();
  // This month on the server's clock, in UTC+8 (the rank periods'), never the browser's.
  const current = useCurrentRankMonth();
  const ranking = useMonthRanking(current && periodOf(current.year, current.month));
  return (
    <Section title={t('honourTitle')} moreHref="/rank/list" moreLabel={t('fullRanking')}>
      <Async state={ranking}>
        {(data) => (
          <>
            <Podium
              entries={data.rank.slice(0, PODIUM_PLACES).map((entry) => ({
                key: entry.userId,
                name: entry.nickname,
                portrait: entry.portrait,
                detail: entry.team ?? undefined,
                score: t('common:coins', { count: entry.score }),
              }))}
            />
            {data.rank.length > 3 && (
              // Focusable so it scrolls by keyboard too (TableScroll's rule, inlined for the home page's budget).
              <Box overflowX="auto" mt="2" tabIndex={0}>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader width="16">{t('rank')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('nickname')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('team')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('honour')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('coins')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.rank.slice(PODIUM_PLACES, HONOUR_TABLE_SIZE).map((entry) => (
                      <Table.Row key={entry.userId}>
                        <Table.Cell>{entry.rank}</Table.Cell>
                        <Table.Cell>{entry.nickname}</Table.Cell>
                        <Table.Cell>{entry.team ?? '—'}</Table.Cell>
                        <Table.Cell>{enumLabel(HonourLevelLabels, lang, entry.medal)}</Table.Cell>
                        <Table.Cell textAlign="end">{entry.score}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            )}
          </>
        )}
      </Async>
    </Section>
  );
}
