// Every view with its pin (the side menu), and for one's own views (and, for an owner, the shared
// ones) rename and delete.
import { useState } from 'react';
import { Badge, Button, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/AppDialog';
import { useSession } from '../../../lib/session/session';
import { showFailure } from '../../../lib/ui';
import { useDeleteBugView, usePinBugView, type BugView } from './api';
import { SaveViewDialog } from './SaveViewDialog';
import { filterSearch } from '../queue/queueFilters';

function useIsOwner(): boolean {
  const session = useSession();
  return session.status === 'signedIn' && session.user.staffRoles.includes('owner');
}

export function ManageViewsDialog({ views, onClose }: { views: BugView[]; onClose: () => void }) {
  const { t } = useTranslation('adminBugs');
  const owner = useIsOwner();
  const pin = usePinBugView();
  const remove = useDeleteBugView();
  const [editing, setEditing] = useState<BugView | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const setPin = async (key: string, pinned: boolean) => {
    const result = await pin.mutateAsync({ key, pinned });
    if (!result.ok) showFailure(result, t('common:unknownError'));
  };
  const drop = async (key: string) => {
    const result = await remove.mutateAsync(Number(key));
    setDeleting(null);
    if (!result.ok) showFailure(result, t('common:unknownError'));
  };
  return (
    <AppDialog open onClose={onClose} size="md" title={t('views.manageTitle')} footer={<Button onClick={onClose}>{t('bulk.close')}</Button>}>
      <Stack as="ul" gap="2">
        {views.map((v) => {
          const changeable = !v.builtIn && (v.mine || owner);
          return (
            <HStack as="li" key={v.key} justify="space-between" gap="2" wrap="wrap">
              <HStack gap="2">
                <Text>{v.name}</Text>
                {v.builtIn ? <Badge>{t('views.builtIn')}</Badge> : v.shared && <Badge colorPalette="purple">{t('views.sharedBadge')}</Badge>}
                <Text color="fg.muted" fontSize="sm">
                  {v.count}
                </Text>
              </HStack>
              <HStack gap="2">
                <Switch.Root size="sm" checked={v.pinned} onCheckedChange={(e) => void setPin(v.key, e.checked)}>
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>{t('views.pin')}</Switch.Label>
                </Switch.Root>
                {changeable && (
                  <Button size="xs" variant="outline" onClick={() => setEditing(v)}>
                    {t('views.rename')}
                  </Button>
                )}
                {changeable &&
                  (deleting === v.key ? (
                    <Button size="xs" colorPalette="red" loading={remove.isPending} onClick={() => void drop(v.key)}>
                      {t('views.confirmDelete')}
                    </Button>
                  ) : (
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(v.key)}>
                      {t('views.delete')}
                    </Button>
                  ))}
              </HStack>
            </HStack>
          );
        })}
      </Stack>
      {editing && <SaveViewDialog id={Number(editing.key)} name={editing.name} shared={editing.shared} filter={filterSearch(editing.filter)} onClose={() => setEditing(null)} />}
    </AppDialog>
  );
}
