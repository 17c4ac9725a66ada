// The profile card opened by a name in the ranking.
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';
import { Async } from '../../components/StateBlocks';
import { call } from '../../lib/api';
import { api } from '../../lib/apiClient';
import { useApi } from '../../lib/useApi';
import { ProfileSummary } from './ProfileSummary';

export function ProfileCard({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation('rank');
  const profile = useApi(userId === null ? null : String(userId), () =>
    call(() => api.GET('/v2/api/user/{userId}', { params: { path: { userId: userId ?? 0 } } })),
  );
  return (
    <AppDialog open={userId !== null} onClose={onClose} title={t('profile.title')} size="md">
      <Async state={profile}>{({ user }) => <ProfileSummary user={user} />}</Async>
    </AppDialog>
  );
}
