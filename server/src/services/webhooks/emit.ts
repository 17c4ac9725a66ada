// The outbox's writer: called inside the transaction of the change it reports, it writes one
// pending delivery per active endpoint subscribed to the event. The rows commit with the change or
// roll back with it, so no event is lost and none is invented; the worker sends them afterwards.
import crypto from 'node:crypto';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { webhooks } from '@generated/api';
import type { Db } from '../../db/index';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';

type Json<T> = T extends { post: { requestBody: { content: { 'application/json': infer B } } } } ? B : never;
/** The body of each event, from the contract's webhooks section. */
export type WebhookBodies = { [E in keyof webhooks]: Json<webhooks[E]> };
export type WebhookEventName = keyof WebhookBodies;

/**
 * The active endpoints of each event, read once for many changes in one transaction (a bulk
 * action's batch, bulk.ts) instead of once per change.
 */
export type EndpointCache = Map<WebhookEventName, { id: number }[]>;

export async function emitWebhook<E extends WebhookEventName>(tx: Db, event: E, data: WebhookBodies[E]['data'], at = new Date(), cache?: EndpointCache): Promise<number> {
  const endpoints =
    cache?.get(event) ??
    (await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.active, true), arrayContains(webhookEndpoints.events, [event]))));
  cache?.set(event, endpoints);
  if (endpoints.length === 0) return 0;
  const eventId = crypto.randomUUID();
  const body = JSON.stringify({ id: eventId, type: event, createdAt: at.toISOString(), data });
  await tx.insert(webhookDeliveries).values(endpoints.map((e) => ({ eventId, endpointId: e.id, event, body, nextAttemptAt: at })));
  return endpoints.length;
}
