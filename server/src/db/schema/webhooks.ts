// Webhooks for staff integrations: the endpoints staff register and the outbox of deliveries. A
// delivery row is written in the same transaction as the change it reports (services/webhooks/
// emit.ts), so a committed change always has its deliveries and a rolled-back one has none; the
// worker (services/webhooks/worker.ts) claims due rows under a lease and sends them.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { WebhookDeliveryStatus, WebhookEvent } from '@generated/enums';
import { createdAt, oneOf, ts } from './columns';

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  active: boolean('active').notNull().default(true),
  /** Kept in clear: signing needs it (an HMAC key cannot be stored hashed). Never answered after creation. */
  secret: text('secret').notNull(),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    /** X-Webhook-Id: the same on every attempt of this delivery. */
    deliveryId: uuid('delivery_id').notNull().unique().defaultRandom(),
    /** The event's id, in the body: shared by its deliveries to every endpoint and by redeliveries. */
    eventId: uuid('event_id').notNull(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The JSON body exactly as signed and sent: the same bytes on every attempt. */
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    /** A worker holds the row until then; after it (a crashed worker), another may claim it. */
    leaseUntil: ts('lease_until'),
    leaseOwner: text('lease_owner'),
    lastAttemptAt: ts('last_attempt_at'),
    responseCode: integer('response_code'),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status_check', oneOf(t.status, WebhookDeliveryStatus)),
    check('webhook_deliveries_event_check', oneOf(t.event, WebhookEvent)),
  ],
);
