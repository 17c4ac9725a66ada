// /rank/{id}: a researcher's public profile page.
import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';
import { PageContainer, Panel } from '../../components/layout/PageContainer';
import { Async } from '../../components/feedback/StateBlocks';
import type { PageParams } from '../../lib/appRoute';
import { usePublicProfile } from './api';
import { ProfileSummary } from './ProfileSummary';

export function RankDetailPage({ params }: { params: PageParams }) {
  const { t } = useTranslation('rank');
  const userId = Number(params.id);
  const profile = usePublicProfile(userId);
  return (
    <PageContainer title={t('profile.title')}>
      <Link asChild color="blue.600" mb="4" display="inline-block">
        <AppLink href="/rank/list">← {t('backToList')}</AppLink>
      </Link>
      <Panel>
        <Async state={profile}>{({ user }) => <ProfileSummary user={user} />}</Async>
      </Panel>
    </PageContainer>
  );
}
