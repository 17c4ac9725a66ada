// The profile card opened by a name in the ranking, with a link to their disclosed reports.
import { useTranslation } from 'react-i18next';
import { Link, Stack } from '@chakra-ui/react';
import { AppDialog } from '../../components/AppDialog';
import { AppLink } from '../../components/AppLink';
import { Async } from '../../components/feedback/StateBlocks';
import { usePublicProfile } from './api';
import { ProfileSummary } from './ProfileSummary';

export function ProfileCard({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation('rank');
  const profile = usePublicProfile(userId);
  return (
    <AppDialog open={userId !== null} onClose={onClose} title={t('profile.title')} size="md">
      <Async state={profile}>
        {({ user }) => (
          <Stack gap="3">
            <ProfileSummary user={user} />
            {/* Their reports disclosed under their name: the public list, filtered. */}
            <Link asChild color="blue.700" fontSize="sm">
              <AppLink href={`/disclosure?userId=${userId}`}>{t('profile.disclosures')}</AppLink>
            </Link>
          </Stack>
        )}
      </Async>
    </AppDialog>
  );
}
