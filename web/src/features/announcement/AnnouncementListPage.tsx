// Announcements (docs/rules.md#screens-and-routes): type tabs all / reward / activity / other; title, release date, type;
// 10 a page, or 20, 30, 50 (docs/rules.md#limits).
import { useState } from 'react';
import { Badge, Box, Link, Table, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AnnouncementTypeLabels, type AnnouncementType } from '@generated/enums';
import { AppLink } from '../../components/AppLink';
import { PageContainer, Panel } from '../../components/layout/PageContainer';
import { Paginator } from '../../components/lists/Paginator';
import { usePaging } from '../../components/lists/usePaging';
import { Async } from '../../components/feedback/StateBlocks';
import { TableScroll } from '../../components/layout/TableScroll';
import { enumLabel } from '../../lib/language/enumLabel';
import { dateOnly } from '../../lib/formats';
import { useLanguage } from '../../lib/language/useLanguage';
import { ANNOUNCE_PAGE_SIZE, useAnnouncements } from './api';

const TYPES: AnnouncementType[] = [1, 2, 3];
const TYPE_COLOR: Record<AnnouncementType, string> = { 1: 'orange', 2: 'green', 3: 'gray' };

export function AnnouncementListPage() {
  const { t } = useTranslation('announce');
  const lang = useLanguage();
  const [type, setType] = useState<AnnouncementType | null>(null);
  const { page, setPage, pageSize, setPageSize } = usePaging(ANNOUNCE_PAGE_SIZE);
  const list = useAnnouncements(type, page, pageSize);

  const selectType = (value: string) => {
    setType(value === 'all' ? null : (Number(value) as AnnouncementType));
    setPage(1);
  };

  return (
    <PageContainer title={t('title')}>
      <Panel>
        {/* The results are the selected tab's panel (a tab must control an existing panel). */}
        <Tabs.Root value={type === null ? 'all' : String(type)} onValueChange={(e) => selectType(e.value)}>
          <Tabs.List mb="4">
            <Tabs.Trigger value="all">{t('common:all')}</Tabs.Trigger>
            {TYPES.map((value) => (
              <Tabs.Trigger key={value} value={String(value)}>
                {enumLabel(AnnouncementTypeLabels, lang, value)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={type === null ? 'all' : String(type)} p="0">
            <Async state={list} isEmpty={(d) => d.announcements.length === 0} emptyText={t('empty')}>
              {(data) => (
                <>
                  <TableScroll>
                    <Table.Root size="md" interactive>
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>{t('columnTitle')}</Table.ColumnHeader>
                          <Table.ColumnHeader width="36">{t('columnDate')}</Table.ColumnHeader>
                          <Table.ColumnHeader width="32">{t('columnType')}</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {data.announcements.map((item) => (
                          <Table.Row key={item.id}>
                            <Table.Cell>
                              <Link asChild color="gray.800" fontWeight="medium" _hover={{ color: 'blue.700' }}>
                                <AppLink href={`/announce/${item.id}`}>{item.title}</AppLink>
                              </Link>
                            </Table.Cell>
                            <Table.Cell color="fg.muted">{dateOnly(item.createTime)}</Table.Cell>
                            <Table.Cell>
                              <Badge colorPalette={TYPE_COLOR[item.type]}>{item.typeText || enumLabel(AnnouncementTypeLabels, lang, item.type)}</Badge>
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </TableScroll>
                  <Box>
                    <Paginator page={page} pageSize={pageSize} total={data.total} onPageChange={setPage} onPageSizeChange={setPageSize} />
                  </Box>
                </>
              )}
            </Async>
          </Tabs.Content>
        </Tabs.Root>
      </Panel>
    </PageContainer>
  );
}
