// The delivery log staff read, and redelivery: the same body (same event id) as a new delivery with
// a new delivery id and its own 24 hours of retries; the original row stays in the log as it was.
import crypto from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { WebhookDeliveryStatus, WebhookEvent } from '@generated/enums';
import type { Db } from '../../db/index';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { ApiError, Retcode } from '../../envelope';
import { paging } from '../paging';
import { formatDateTime } from '@common/contract-time';

export interface DeliveryQuery {
  page?: number;
  pageSize?: number;
  endpointId?: number;
  event?: WebhookEvent;
  status?: WebhookDeliveryStatus;
}

export async function listDeliveries(db: Db, query: DeliveryQuery) {
  const { limit, offset } = paging(query);
  const d = webhookDeliveries;
  const where = and(
    query.endpointId === undefined ? undefined : eq(d.endpointId, query.endpointId),
    query.event === undefined ? undefined : eq(d.event, query.event),
    query.status === undefined ? undefined : eq(d.status, query.status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ d, url: webhookEndpoints.url })
      .from(d)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, d.endpointId))
      .where(where)
      .orderBy(desc(d.createdAt), desc(d.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(d).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    deliveries: rows.map(({ d: r, url }) => ({
      id: r.id,
      deliveryId: r.deliveryId,
      endpointId: r.endpointId,
      url,
      event: r.event as WebhookEvent,
      status: r.status as WebhookDeliveryStatus,
      attempts: r.attempts,
      responseCode: r.responseCode,
      responseExcerpt: r.responseExcerpt,
      error: r.error,
      durationMs: r.durationMs,
      createTime: formatDateTime(r.createdAt),
      lastAttemptTime: r.lastAttemptAt ? formatDateTime(r.lastAttemptAt) : null,
      nextAttemptTime: r.status === 'pending' ? formatDateTime(r.nextAttemptAt) : null,
    })),
  };
}

export async function redeliver(db: Db, id: number) {
  const [original] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!original) throw new ApiError(Retcode.NotFound);
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ deliveryId: crypto.randomUUID(), eventId: original.eventId, endpointId: original.endpointId, event: original.event, body: original.body })
    .returning({ id: webhookDeliveries.id });
  return { id: row!.id };
}
