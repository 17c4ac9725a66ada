// Webhooks (/webhooks): the endpoints staff register for their integrations (create, edit, rotate
// the secret, delete after confirming; a secret is shown once) and the delivery log below, whose
// filters and page live in the address (`epage` pages the endpoints). Each change is offered only to
// a member whose roles may call it: a viewer reads the endpoints and the log.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../components/lists/Paginator';
import { Async } from '../../components/feedback/StateBlocks';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { ConsoleCard, ConsolePage } from '../components/ConsolePage';
import { useFilters } from '../components/useFilters';
import { useStaffCan } from '../components/useStaffCan';
import { ENDPOINTS_PAGE_SIZE, useDeleteWebhookEndpoint, useRotateWebhookSecret, useWebhookEndpoints, type WebhookEndpoint } from './api';
import { DeliveryLog } from './DeliveryLog';
import { EndpointDialog } from './EndpointDialog';
import { EndpointTable } from './EndpointTable';
import { SecretDialog } from './SecretDialog';

const KEYS = ['endpointId', 'event', 'status', 'epage'] as const;

export function WebhooksPage() {
  const { t } = useTranslation('adminWebhooks');
  const { values, page, set } = useFilters(KEYS);
  const endpointPage = Math.max(1, Number(values.epage) || 1);
  const endpoints = useWebhookEndpoints(endpointPage);
  const deletion = useDeleteWebhookEndpoint();
  const rotation = useRotateWebhookSecret();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const can = useStaffCan();

  const remove = async (e: WebhookEndpoint) => {
    const result = await withLoading(deletion.mutateAsync(e.id));
    setDeleting(null);
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    if (values.endpointId === String(e.id)) set({ endpointId: '' });
    notifySuccess(t('endpoints.deleted'));
  };
  const rotate = async (e: WebhookEndpoint) => {
    const result = await withLoading(rotation.mutateAsync(e.id));
    setRotating(null);
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    setSecret(result.data.secret);
  };

  return (
    <ConsolePage
      title={t('title')}
      actions={
        can('POST /v2/admin/api/webhook') && (
          <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
            {t('endpoints.create')}
          </Button>
        )
      }
    >
      <ConsoleCard title={t('endpoints.title')}>
        <Async state={endpoints} isEmpty={(d) => d.endpoints.length === 0} emptyText={t('endpoints.empty')}>
          {(data) => (
            <>
              <EndpointTable
                endpoints={data.endpoints}
                onEdit={can('PUT /v2/admin/api/webhook/{id}') ? setEditing : undefined}
                onRotate={can('POST /v2/admin/api/webhook/{id}/secret') ? setRotating : undefined}
                onDelete={can('DELETE /v2/admin/api/webhook/{id}') ? setDeleting : undefined}
                onShowLog={(e) => set({ endpointId: String(e.id), epage: values.epage })}
              />
              <Paginator page={endpointPage} pageSize={ENDPOINTS_PAGE_SIZE} total={data.total} onPageChange={(p) => set({ epage: p > 1 ? String(p) : '', page })} />
            </>
          )}
        </Async>
      </ConsoleCard>
      <ConsoleCard title={t('log.title')}>
        <DeliveryLog filters={values} page={page} endpoints={endpoints.data?.endpoints ?? []} onChange={({ page: p, ...changes }) => set({ ...changes, epage: values.epage, page: p })} />
      </ConsoleCard>
      {editing !== null && <EndpointDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onCreated={setSecret} />}
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmActionDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        danger
        title={t('endpoints.deleteTitle')}
        confirmLabel={t('endpoints.delete')}
        busy={deletion.isPending}
        onConfirm={() => deleting && void remove(deleting)}
      >
        {t('endpoints.deleteText', { url: deleting?.url ?? '' })}
      </ConfirmActionDialog>
      <ConfirmActionDialog
        open={rotating !== null}
        onClose={() => setRotating(null)}
        danger
        title={t('endpoints.rotateTitle')}
        confirmLabel={t('endpoints.rotate')}
        busy={rotation.isPending}
        onConfirm={() => rotating && void rotate(rotating)}
      >
        {t('endpoints.rotateText', { url: rotating?.url ?? '' })}
      </ConfirmActionDialog>
    </ConsolePage>
  );
}
