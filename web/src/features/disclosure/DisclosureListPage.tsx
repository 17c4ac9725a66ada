// The public "disclosed reports" list (issue 15 item 5): only reports their researcher asked to
// disclose and staff approved; `?userId=` keeps one researcher's (the rank card links here).
import { useState } from 'react';
import { Box, Heading, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { AppLink } from '../../components/AppLink';
import { PageContainer, Panel } from '../../components/PageContainer';
import { Paginator } from '../../components/Paginator';
import { Async } from '../../components/StateBlocks';
import { DISCLOSURE_PAGE_SIZE, useDisclosures } from './api';
import { DisclosureFacts } from './DisclosureFacts';

export function DisclosureListPage() {
  const { t } = useTranslation('disclosure');
  const userParam = new URLSearchParams(useSearch()).get('userId');
  const userId = userParam && /^\d+$/.test(userParam) ? Number(userParam) : null;
  const [page, setPage] = useState(1);
  const list = useDisclosures(page, userId);
  return (
    <PageContainer title={t('title')}>
      <Panel>
        <Async state={list} isEmpty={(d) => d.reports.length === 0} emptyText={t('empty')}>
          {(data) => (
            <Stack gap="6">
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
              <Paginator page={page} pageSize={DISCLOSURE_PAGE_SIZE} total={data.total} onPageChange={setPage} />
            </Stack>
          )}
        </Async>
      </Panel>
    </PageContainer>
  );
}
