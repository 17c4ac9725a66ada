// One announcement: title, release date, type and its (sanitised) content.
import { Badge, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { PageContainer, Panel } from '../../components/layout/PageContainer';
import { SafeHtml } from '../../components/SafeHtml';
import { Async } from '../../components/feedback/StateBlocks';
import type { PageParams } from '../../lib/appRoute';
import { useAnnouncement } from './api';

export function AnnouncementDetailPage({ params }: { params: PageParams }) {
  const { t } = useTranslation('announce');
  const id = Number(params.id);
  const detail = useAnnouncement(id);
  return (
    <PageContainer>
      <Link asChild color="blue.600" mb="4" display="inline-block">
        <AppLink href="/announce/list">← {t('backToList')}</AppLink>
      </Link>
      <Panel>
        <Async state={detail}>
          {({ announcement }) => (
            <article>
              <Heading as="h1" size="2xl" mb="3">
                {announcement.title}
              </Heading>
              <HStack gap="3" mb="6" color="fg.muted" fontSize="sm">
                <Text>{t('releasedAt', { date: announcement.createTime })}</Text>
                <Badge>{announcement.typeText}</Badge>
              </HStack>
              <SafeHtml html={announcement.content} />
            </article>
          )}
        </Async>
      </Panel>
    </PageContainer>
  );
}
