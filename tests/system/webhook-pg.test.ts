/** @module-tag postgres */
// PostgreSQL lane: two servers on one database (two connection pools, each with its own worker)
// race for the same outbox; every delivery reaches the receiver exactly once. On PGlite this cannot
// be shown honestly (one connection serialises the claims), so it runs only with TEST_DATABASE_URL.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/index';
import { webhookDeliveries } from '../../server/src/db/schema';
import { webhookPolicy } from '../../server/src/services/webhooks/address-check';
import { emitWebhook } from '../../server/src/services/webhooks/emit';
import { createEndpoint } from '../../server/src/services/webhooks/endpoints';
import { deliverDue } from '../../server/src/services/webhooks/worker';
import { startReceiver, type Receiver } from '../contract/adminWebhook/webhook-receiver';

const url = process.env.TEST_DATABASE_URL;
const policy = webhookPolicy(['127.0.0.1']);

describe.runIf(url)('webhook workers of two servers on one PostgreSQL', () => {
  const pgSchema = `t_${crypto.randomBytes(6).toString('hex')}`;
  let a: Database;
  let b: Database;
  let receiver: Receiver;

  beforeAll(async () => {
    a = await openDatabase({ databaseUrl: url, pgSchema });
    b = await openDatabase({ databaseUrl: url, pgSchema });
    receiver = await startReceiver();
  }, 120_000);
  afterAll(async () => {
    await receiver?.close();
    await a?.db.execute(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
    await a?.close();
    await b?.close();
  });

  it('send each delivery exactly once', async () => {
    await createEndpoint({ db: a.db, lang: 'en', policy }, { url: receiver.url, events: ['order.created'] });
    const order = { id: 1, status: 10, giftId: 1, giftType: 'virtual', num: 1, cost: 5, researcherId: 1, createdAt: new Date().toISOString() } as const;
    for (let i = 0; i < 60; i++) await a.db.transaction((tx) => emitWebhook(tx, 'order.created', { order: { ...order, id: i + 1 } }));
    const drain = async (db: Database, owner: string) => {
      while ((await deliverDue(db.db, owner, { policy, batch: 5 })) > 0);
    };
    // Several workers per server, so claims truly overlap on separate connections.
    await Promise.all([drain(a, 'a1'), drain(a, 'a2'), drain(b, 'b1'), drain(b, 'b2')]);
    const ids = receiver.received.map((r) => String(r.headers['x-webhook-id']));
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    const rows = await b.db.select({ status: webhookDeliveries.status, attempts: webhookDeliveries.attempts }).from(webhookDeliveries);
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
  }, 120_000);
});
