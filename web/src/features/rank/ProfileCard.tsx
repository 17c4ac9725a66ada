// The profile card opened by a name in the ranking.
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';
import { Async } from '../../components/StateBlocks';
import { useProfile } from './api';
import { ProfileSummary } from './ProfileSummary';

export function ProfileCard({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation('rank');
  const profile = useProfile(userId);
  return (
    <AppDialog open={userId !== null} onClose={onClose} title={t('profile.title')} size="md">
      <Async state={profile}>{({ user }) => <ProfileSummary user={user} />}</Async>
    </AppDialog>
  );
}
