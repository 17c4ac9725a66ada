// One disclosed report: its public facts and the summary staff approved (sanitised again here). A
// report that is not disclosed (unknown, pending, refused) answers 1002 like an unknown one, and the
// page says so as the site's 404 page does, so nobody learns whether a request exists.
import { Heading, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Retcode } from '@generated/enums';
import { NotFoundPage } from '../../app/pages/NotFoundPage';
import { AppLink } from '../../components/AppLink';
import { PageContainer, Panel } from '../../components/layout/PageContainer';
import { SafeHtml } from '../../components/SafeHtml';
import { Async } from '../../components/feedback/StateBlocks';
import type { PageParams } from '../../lib/appRoute';
import { useDisclosure } from './api';
import { DisclosureFacts } from './DisclosureFacts';

export function DisclosurePage({ params }: { params: PageParams }) {
  const { t } = useTranslation('disclosure');
  const detail = useDisclosure(Number(params.id));
  if (detail.status === 'error' && detail.error?.retcode === Retcode.NotFound) return <NotFoundPage />;
  return (
    <PageContainer>
      <Link asChild color="blue.600" mb="4" display="inline-block">
        <AppLink href="/disclosure">← {t('backToList')}</AppLink>
      </Link>
      <Panel>
        <Async state={detail}>
          {(report) => (
            <article>
              <Heading as="h1" size="2xl" mb="4">
                {report.title}
              </Heading>
              <DisclosureFacts report={report} />
              <Heading as="h2" size="md" mt="6" mb="2">
                {t('summary')}
              </Heading>
              {report.summary ? <SafeHtml html={report.summary} /> : <Text color="fg.muted">{t('noSummary')}</Text>}
            </article>
          )}
        </Async>
      </Panel>
    </PageContainer>
  );
}
