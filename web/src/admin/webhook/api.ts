// The webhooks screen's reads and changes. Saving, deleting or rotating makes the endpoint list
// stale; a redelivery (and a deleted endpoint, whose log goes with it) the delivery log.
import type { components, operations } from '@generated/api';
import { api } from '../../lib/apiClient';
import { $api, useApiMutation } from '../../lib/query';

export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WebhookEndpointForm = components['schemas']['WebhookEndpointForm'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type DeliveryQuery = NonNullable<operations['listWebhookDeliveries']['parameters']['query']>;

export const ENDPOINTS_PAGE_SIZE = 10;
export const DELIVERIES_PAGE_SIZE = 20;

export function useWebhookEndpoints(page: number) {
  return $api.useQuery('get', '/v2/admin/api/webhook', { params: { query: { page, pageSize: ENDPOINTS_PAGE_SIZE } } });
}

export function useWebhookDeliveries(query: DeliveryQuery) {
  return $api.useQuery('get', '/v2/admin/api/webhook-delivery', { params: { query: { pageSize: DELIVERIES_PAGE_SIZE, ...query } } });
}

const endpointsChanged = ['/v2/admin/api/webhook'] as const;
const everythingChanged = ['/v2/admin/api/webhook', '/v2/admin/api/webhook-delivery'] as const;

export function useSaveWebhookEndpoint() {
  return useApiMutation(
    ({ id, body }: { id: number | null; body: WebhookEndpointForm }) =>
      id === null ? api.POST('/v2/admin/api/webhook', { body }) : api.PUT('/v2/admin/api/webhook/{id}', { params: { path: { id } }, body }),
    { invalidates: endpointsChanged },
  );
}

export function useDeleteWebhookEndpoint() {
  return useApiMutation((id: number) => api.DELETE('/v2/admin/api/webhook/{id}', { params: { path: { id } } }), { invalidates: everythingChanged });
}

export function useRotateWebhookSecret() {
  return useApiMutation((id: number) => api.POST('/v2/admin/api/webhook/{id}/secret', { params: { path: { id } } }), { invalidates: endpointsChanged });
}

export function useRedeliverWebhook() {
  return useApiMutation((id: number) => api.POST('/v2/admin/api/webhook-delivery/{id}/redeliver', { params: { path: { id } } }), { invalidates: ['/v2/admin/api/webhook-delivery'] });
}
