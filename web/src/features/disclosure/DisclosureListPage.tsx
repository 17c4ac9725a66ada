// The public "disclosed reports" list: only reports their researcher asked to
// disclose and staff approved; `?userId=` keeps one researcher's (the rank card links here).
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { AppLink } from '../../components/AppLink';
import { PageContainer, Panel } from '../../components/layout/PageContainer';
import { Paginator } from '../../components/lists/Paginator';
import { usePaging } from '../../components/lists/usePaging';
import { Async } from '../../components/feedback/StateBlocks';
import { DISCLOSURE_PAGE_SIZE, useDisclosures } from './api';
import { DisclosureFacts } from './DisclosureFacts';

export function DisclosureListPage() {
  const { t } = useTranslation('disclosure');
  const userParam = new URLSearchParams(useSearch()).get('userId');
  const userId = userParam && /^\d+$/.test(userParam) ? Number(userParam) : null;
  const { page, setPage, pageSize, setPageSize } = usePaging(DISCLOSURE_PAGE_SIZE);
  const list = useDisclosures(page, userId, pageSize);
  return (
    <PageContainer title={t('title')}>
      {/* One researcher's list says whose it is (a named researcher's reports, never their anonymous ones) and leads back to all. */}
      {userId !== null && (
        <Link asChild color="blue.700" mb="4" display="inline-block">
          <AppLink href="/disclosure">← {t('all')}</AppLink>
        </Link>
      )}
      <Panel>
        <Async state={list} isEmpty={(d) => d.reports.length === 0} emptyText={t('empty')}>
          {(data) => (
            <Stack gap="6">
              {userId !== null && data.reports[0]?.researcher && <Text fontWeight="semibold">{t('byResearcher', { nickname: data.reports[0].researcher.nickname })}</Text>}
              {data.reports.map((report) => (
                <Box as="article" key={report.id} borderBottomWidth="1px" pb="4">
                  <Heading as="h2" size="md" mb="2">
                    <Link asChild color="blue.700">
                      <AppLink href={`/disclosure/${report.id}`}>{report.title}</AppLink>
                    </Link>
                  </Heading>
                  <DisclosureFacts report={report} />
                </Box>
              ))}
              <Paginator page={page} pageSize={pageSize} total={data.total} onPageChange={setPage} onPageSizeChange={setPageSize} />
            </Stack>
          )}
        </Async>
      </Panel>
    </PageContainer>
  );
}
