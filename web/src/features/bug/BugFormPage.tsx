// /loophole/create: the report form, public (submitting asks a visitor to sign in); with ?id= it
// edits one of the researcher's reports while it is unreviewed (status 10). After a new report the
// form is empty again and a notice says where to follow it (vulnerability records).
import { useState } from 'react';
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { BugStatus } from '@generated/enums';
import { AppLink, useAppNavigate } from '../../components/AppLink';
import { PageContainer, Panel } from '../../components/layout/PageContainer';
import { ErrorBlock, LoadingBlock } from '../../components/feedback/StateBlocks';
import { useBug, useBugActivities, useBugTypes } from './api';
import { BugForm } from './BugForm';
import { valuesOf } from './bugFormValues';
import { displayOrder } from './bugTypes';

export const CREATE_PATH = '/loophole/create';

export function BugFormPage() {
  const { t } = useTranslation('bugForm');
  const navigate = useAppNavigate();
  const idParam = new URLSearchParams(useSearch()).get('id');
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const [doneId, setDoneId] = useState<number | null>(null);
  const types = useBugTypes();
  // The activity list is optional: without it the form offers no activity.
  const activities = useBugActivities();
  const bug = useBug(id);

  let body: React.ReactNode;
  // Only a first read's failure replaces the form: a failed refresh keeps it, and the report being written.
  if (types.status === 'pending' || activities.status === 'pending' || (id !== null && bug.status === 'pending')) body = <LoadingBlock minH="60" />;
  else if (types.data === undefined) body = <ErrorBlock failure={types.error!} onRetry={() => void types.refetch()} />;
  else if (id !== null && bug.data === undefined) body = <ErrorBlock failure={bug.error!} title={t('loadFailed')} onRetry={() => void bug.refetch()} />;
  else if (id !== null && bug.data && bug.data.bug.status !== BugStatus.Unreviewed)
    body = (
      <Stack gap="3" align="flex-start">
        <Text>{t('notEditable')}</Text>
        <AppLink href={`/user/bug/${id}`} color="blue.700">
          {t('viewDetail')}
        </AppLink>
      </Stack>
    );
  else
    body = (
      <BugForm
        key={id ?? 'new'}
        types={displayOrder(types.data.types)}
        activities={activities.data?.activities ?? []}
        id={id}
        initial={id !== null && bug.data ? valuesOf(bug.data.bug) : null}
        path={id === null ? CREATE_PATH : `${CREATE_PATH}?id=${id}`}
        onDone={(newId) => {
          if (id !== null) return navigate(`/user/bug/${newId}`);
          setDoneId(newId);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    );

  return (
    <PageContainer title={t(id === null ? 'title' : 'editTitle')}>
      {doneId !== null && (
        <Alert.Root status="success" mb="5" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('successTitle')}</Alert.Title>
            <Alert.Description>
              <HStack gap="4" wrap="wrap">
                <Text>{t('successText')}</Text>
                <AppLink href="/user/bugs" color="blue.700">
                  {t('successLink')}
                </AppLink>
                <Button size="xs" variant="ghost" onClick={() => setDoneId(null)}>
                  {t('submitAnother')}
                </Button>
              </HStack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Panel>
        <Text color="fg.muted" fontSize="sm" mb="5">
          {t('intro')}
        </Text>
        {body}
      </Panel>
    </PageContainer>
  );
}
