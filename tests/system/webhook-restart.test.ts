// The outbox survives a restart: a delivery whose first attempt failed is still in the embedded
// database after the app and the database close, and a new app on the same DATA_DIR (a new
// worker) completes it under the same delivery id.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/index';
import { webhookDeliveries } from '../../server/src/db/schema';
import { webhookPolicy } from '../../server/src/services/webhooks/address-check';
import { emitWebhook } from '../../server/src/services/webhooks/emit';
import { createEndpoint } from '../../server/src/services/webhooks/endpoints';
import { verifySignature } from '../../server/src/services/webhooks/signature';
import { startWebhookWorker } from '../../server/src/services/webhooks/worker';
import { startReceiver } from '../contract/adminWebhook/webhook-receiver';
import { seedDataDir } from '../contract/harness';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-webhook-restart-'));
seedDataDir(dataDir);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const policy = webhookPolicy(['127.0.0.1']);

async function boot() {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE: '127.0.0.1' }), db: database.db });
  await app.ready();
  return { database, app };
}

describe('the webhook outbox across a restart', () => {
  it('keeps a failed delivery and completes it from a new server on the same data', async () => {
    const receiver = await startReceiver([500, 200]);
    try {
      const first = await boot();
      const { secret } = await createEndpoint({ db: first.database.db, lang: 'en', policy }, { url: receiver.url, events: ['order.changed'] });
      const order = { id: 7, status: 21, giftId: 3, giftType: 'custom', num: 1, cost: 50, researcherId: 2, createdAt: new Date().toISOString() } as const;
      await first.database.db.transaction((tx) => emitWebhook(tx, 'order.changed', { order, fromStatus: 10, toStatus: 21, action: 'ship' }));
      // A long first retry: the first server must not get to it before it stops.
      const worker = startWebhookWorker(first.database.db, { policy, intervalMs: 20, baseDelayMs: 400 });
      await receiver.waitFor(1);
      await worker.stop();
      await first.app.close();
      await first.database.close();

      const second = await boot();
      try {
        const [row] = await second.database.db.select().from(webhookDeliveries);
        expect(row).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500 });
        const again = startWebhookWorker(second.database.db, { policy, intervalMs: 20, baseDelayMs: 400 });
        await receiver.waitFor(2);
        await again.stop();
        const [a, b] = receiver.received;
        expect(b!.headers['x-webhook-id']).toBe(a!.headers['x-webhook-id']);
        expect(b!.headers['x-webhook-id']).toBe(row!.deliveryId);
        expect(verifySignature(secret, String(b!.headers['x-webhook-signature']), String(b!.headers['x-webhook-timestamp']), b!.body)).toBe(true);
        const [done] = await second.database.db.select().from(webhookDeliveries);
        expect(done).toMatchObject({ status: 'delivered', attempts: 2, responseCode: 200 });
      } finally {
        await second.app.close();
        await second.database.close();
      }
    } finally {
      await receiver.close();
    }
  }, 300_000);
});
