// The outbox's backlog for the operators' metrics: how many deliveries wait to be sent (pending,
// retries included) and how long the oldest has waited since it was written. One aggregate on the
// pending rows (a partial index covers them), no row leaves the database.
import { eq, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { webhookDeliveries } from '../../db/schema';

export async function outboxBacklog(db: Db, now = new Date()): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({ pending: sql<number>`count(*)::int`, oldest: min(webhookDeliveries.createdAt) })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'pending'));
  const oldest = row?.oldest ?? null;
  return { pending: row?.pending ?? 0, oldestAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0 };
}
