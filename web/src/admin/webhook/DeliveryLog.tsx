// The delivery log: filters (endpoint, event, status) and its page live in the address; each row
// shows the event, state, attempts, last answer code or error, time and duration, and a delivery
// can be sent again after confirming (a new delivery with the same body) by a member whose roles may
// (for anyone else the column is left out).
import { useState } from 'react';
import { Badge, Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { WebhookDeliveryStatusLabels, WebhookEventLabels, type WebhookDeliveryStatus, type WebhookEvent } from '@generated/enums';
import { Paginator } from '../../components/lists/Paginator';
import { Async } from '../../components/feedback/StateBlocks';
import { notifySuccess } from '../../lib/notify';
import { showFailure, withLoading } from '../../lib/ui';
import { ConfirmActionDialog } from '../components/ConfirmActionDialog';
import { SelectFilter } from '../components/SelectFilter';
import { useEnumLabel, useEnumOptions } from '../components/useEnumLabel';
import { useStaffCan } from '../components/useStaffCan';
import { DELIVERIES_PAGE_SIZE, useRedeliverWebhook, useWebhookDeliveries, type WebhookDelivery, type WebhookEndpoint } from './api';

const STATUS_COLOR: Record<WebhookDeliveryStatus, string> = { pending: 'orange', delivered: 'green', failed: 'red' };

export interface DeliveryFilters {
  endpointId?: string;
  event?: string;
  status?: string;
}

export interface DeliveryLogProps {
  filters: DeliveryFilters;
  page: number;
  endpoints: WebhookEndpoint[];
  onChange: (changes: DeliveryFilters & { page?: number }) => void;
}

export function DeliveryLog({ filters, page, endpoints, onChange }: DeliveryLogProps) {
  const { t } = useTranslation('adminWebhooks');
  const label = useEnumLabel();
  const eventOptions = useEnumOptions(WebhookEventLabels);
  const statusOptions = useEnumOptions(WebhookDeliveryStatusLabels);
  const endpointId = Number(filters.endpointId) || undefined;
  const list = useWebhookDeliveries({
    page,
    endpointId,
    event: filters.event as WebhookEvent | undefined,
    status: filters.status as WebhookDeliveryStatus | undefined,
  });
  const redeliver = useRedeliverWebhook();
  const canRedeliver = useStaffCan()('POST /v2/admin/api/webhook-delivery/{id}/redeliver');
  const [confirming, setConfirming] = useState<WebhookDelivery | null>(null);

  const send = async (d: WebhookDelivery) => {
    const result = await withLoading(redeliver.mutateAsync(d.id));
    setConfirming(null);
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    notifySuccess(t('log.redelivered'));
  };

  return (
    <>
      <HStack gap="3" mb="4" wrap="wrap" align="end">
        <SelectFilter
          id="webhook-endpoint-filter"
          label={t('log.endpoint')}
          allLabel={t('log.all')}
          value={filters.endpointId ?? ''}
          options={endpoints.map((e) => ({ value: String(e.id), label: e.url }))}
          onChange={(v) => onChange({ endpointId: v })}
        />
        <SelectFilter id="webhook-event-filter" label={t('log.event')} allLabel={t('log.all')} value={filters.event ?? ''} options={eventOptions} onChange={(v) => onChange({ event: v })} />
        <SelectFilter
          id="webhook-status-filter"
          label={t('log.status')}
          allLabel={t('log.all')}
          value={filters.status ?? ''}
          options={statusOptions}
          onChange={(v) => onChange({ status: v })}
        />
      </HStack>
      <Async state={list} isEmpty={(d) => d.deliveries.length === 0} emptyText={t('log.empty')}>
        {(data) => (
          <>
            <Box overflowX="auto">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('log.time')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('log.event')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('log.status')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('log.answer')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('log.attempts')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('log.duration')}</Table.ColumnHeader>
                    {canRedeliver && <Table.ColumnHeader>{t('log.actions')}</Table.ColumnHeader>}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.deliveries.map((d) => (
                    <Table.Row key={d.id}>
                      <Table.Cell whiteSpace="nowrap">
                        {d.createTime}
                        <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                          {d.deliveryId}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>{label(WebhookEventLabels, d.event)}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={STATUS_COLOR[d.status]}>{label(WebhookDeliveryStatusLabels, d.status)}</Badge>
                        {d.nextAttemptTime && (
                          <Text fontSize="xs" color="fg.muted">
                            {t('log.next', { time: d.nextAttemptTime })}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell maxW="xs">
                        <Text>{d.responseCode ?? '—'}</Text>
                        {(d.error ?? d.responseExcerpt) && (
                          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                            {d.error ?? d.responseExcerpt}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>{d.attempts}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{d.durationMs === null ? '—' : t('log.ms', { ms: d.durationMs })}</Table.Cell>
                      {canRedeliver && (
                        <Table.Cell>
                          <Button size="xs" variant="ghost" aria-label={t('log.redeliverNamed', { id: d.deliveryId })} onClick={() => setConfirming(d)}>
                            {t('log.redeliver')}
                          </Button>
                        </Table.Cell>
                      )}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            <Paginator page={page} pageSize={DELIVERIES_PAGE_SIZE} total={data.total} onPageChange={(p) => onChange({ page: p })} />
          </>
        )}
      </Async>
      <ConfirmActionDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('log.redeliverTitle')}
        confirmLabel={t('log.redeliver')}
        busy={redeliver.isPending}
        onConfirm={() => confirming && void send(confirming)}
      >
        {t('log.redeliverText', { event: confirming ? label(WebhookEventLabels, confirming.event) : '', url: confirming?.url ?? '' })}
      </ConfirmActionDialog>
    </>
  );
}
