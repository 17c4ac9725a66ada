// Signed webhooks (docs/api.md, "Webhooks"). A receiver on loopback (allowed by WEBHOOK_ALLOW_PRIVATE) checks
// the signature, answers 500 twice and then 200, and sees the same delivery id three times; a
// change that rolls back writes no delivery; private addresses are refused without the allow-list;
// redirects are not followed; two workers never send the same row twice. The outbox surviving a
// restart is in tests/system/webhook-restart.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../../server/src/db/schema';
import { webhookPolicy } from '../../../server/src/services/webhooks/address-check';
import { emitWebhook } from '../../../server/src/services/webhooks/emit';
import { verifySignature } from '../../../server/src/services/webhooks/signature';
import { deliverDue, startWebhookWorker, type Worker } from '../../../server/src/services/webhooks/worker';
import { callOp, data, type Data, startTestApp, type TestApp, type Who } from '../harness';
import { validatorAt } from '../spec-validator';
import { startReceiver, type Receiver } from './webhook-receiver';

const CAPTCHA = 'ab12';
const loopback = webhookPolicy(['127.0.0.1']);
let t: TestApp;
let boss: Who;
let worker: Worker | undefined;
let receiver: Receiver | undefined;

beforeAll(async () => {
  t = await startTestApp({ CAPTCHA_TEST_ANSWER: CAPTCHA, WEBHOOK_ALLOW_PRIVATE: '127.0.0.1' });
  boss = await t.newResearcher({ role: 'staff' });
});
afterEach(async () => {
  await worker?.stop();
  await receiver?.close();
  worker = receiver = undefined;
  // Each test starts with no endpoint (the deliveries go with them).
  for (const e of data(await callOp(t.app, 'listWebhookEndpoints', { ...boss, query: { pageSize: 50 } })).endpoints as Data[]) {
    await callOp(t.app, 'deleteWebhookEndpoint', { ...boss, params: { id: e.id as number } });
  }
});
afterAll(() => t.close());

async function register(url: string, events: string[]) {
  const res = await callOp(t.app, 'createWebhookEndpoint', { ...boss, form: { url, events } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res) as { id: number; secret: string };
}

async function submitBug(who: Who): Promise<number> {
  await callOp(t.app, 'getCaptcha', who);
  const form = { name: '越权读取订单', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/o?id=1', detail: '<p>秘密的复现步骤</p>', captcha: CAPTCHA };
  const res = await callOp(t.app, 'submitBug', { ...who, form });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  return data(res).id as number;
}

const deliveries = async (query: Record<string, string | number> = {}) => data(await callOp(t.app, 'listWebhookDeliveries', { ...boss, query })).deliveries as Data[];

describe('a delivery that fails twice', () => {
  it('is retried with the same delivery id, signed each time, and logged as delivered on the third attempt', async () => {
    receiver = await startReceiver([500, 500, 200]);
    const { id: endpointId, secret } = await register(receiver.url, ['report.submitted', 'report.state_changed']);
    const ada = await t.newResearcher({ email: 'ada@example.org', phone: '+8613812345678' });
    const bugId = await submitBug(ada);
    worker = startWebhookWorker(t.db, { policy: loopback, intervalMs: 20, baseDelayMs: 50 });

    const got = await receiver.waitFor(3);
    expect(got).toHaveLength(3);
    const ids = new Set(got.map((r) => r.headers['x-webhook-id']));
    expect(ids.size).toBe(1);
    for (const r of got) {
      expect(verifySignature(secret, String(r.headers['x-webhook-signature']), String(r.headers['x-webhook-timestamp']), r.body)).toBe(true);
      // Another secret does not verify: the check can fail.
      expect(verifySignature(`${secret}x`, String(r.headers['x-webhook-signature']), String(r.headers['x-webhook-timestamp']), r.body)).toBe(false);
      expect(r.body).toBe(got[0]!.body);
    }
    const body = JSON.parse(got[0]!.body) as Data;
    const valid = validatorAt(['components', 'schemas', 'WebhookReportSubmitted']);
    expect(valid(body), JSON.stringify(valid.errors)).toBe(true);
    expect(body).toMatchObject({ type: 'report.submitted', data: { report: { id: bugId, status: 10, researcherId: ada.id, consolePath: `/v2/admin/bugs/${bugId}` } } });
    // Nothing a ticket system must not hold: detail, email, phone.
    expect(got[0]!.body).not.toMatch(/秘密|ada@example\.org|13812345678/);

    await expect
      .poll(async () => (await deliveries({ endpointId }))[0], { timeout: 5_000 })
      .toMatchObject({ status: 'delivered', attempts: 3, responseCode: 200, responseExcerpt: 'ok', nextAttemptTime: null });
    const [logged] = await deliveries({ endpointId });
    expect(logged).toMatchObject({ deliveryId: [...ids][0], event: 'report.submitted', url: receiver.url });
  });

  it('is marked failed once its retry window has passed, and a redelivery sends the same body under a new delivery id', async () => {
    receiver = await startReceiver([503, 200]);
    const { id: endpointId } = await register(receiver.url, ['report.submitted']);
    await submitBug(await t.newResearcher());
    // A window shorter than the first retry's delay: the first failure is the last attempt.
    await deliverDue(t.db, 'w1', { policy: loopback, baseDelayMs: 60_000, retryForMs: 1_000 });
    const [failed] = await deliveries({ endpointId, status: 'failed' });
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, responseCode: 503, responseExcerpt: 'answer 503' });

    const again = await callOp(t.app, 'redeliverWebhook', { ...boss, params: { id: failed!.id as number } });
    expect(again.json.retcode, again.json.retmsg).toBe(0);
    await deliverDue(t.db, 'w1', { policy: loopback });
    const [first, second] = receiver.received;
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['x-webhook-id']).not.toBe(first!.headers['x-webhook-id']);
    expect((await deliveries({ endpointId, status: 'delivered' })).map((d) => d.id)).toEqual([data(again).id]);
  });
});

describe('the outbox is written in the transaction of the change', () => {
  it('a rolled-back change leaves no delivery; a committed one leaves one per subscribed endpoint', async () => {
    receiver = await startReceiver();
    const { id: endpointId } = await register(receiver.url, ['order.created']);
    await register(`${receiver.url}/other`, ['report.rated']);
    const order = { id: 1, status: 10, giftId: 1, giftType: 'virtual', num: 1, cost: 5, researcherId: 1, createdAt: new Date().toISOString() } as const;
    await expect(
      t.db.transaction(async (tx) => {
        expect(await emitWebhook(tx, 'order.created', { order })).toBe(1);
        throw new Error('the change fails after its event was written');
      }),
    ).rejects.toThrow('the change fails');
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))).toEqual([]);

    await t.db.transaction((tx) => emitWebhook(tx, 'order.created', { order }));
    expect(await deliveries()).toHaveLength(1);
  });

  it('a refused staff action sends nothing; the allowed ones send a state change and a rating', async () => {
    receiver = await startReceiver();
    const { id: endpointId } = await register(receiver.url, ['report.state_changed', 'report.rated']);
    const bugId = await submitBug(await t.newResearcher());
    const refused = await callOp(t.app, 'actOnBug', { ...boss, params: { id: bugId }, form: { action: 'update@confirm', level: 2, baseCoins: 10 } });
    expect(refused.json.retcode).toBe(1006);
    expect(await deliveries({ endpointId })).toEqual([]);
    await callOp(t.app, 'actOnBug', { ...boss, params: { id: bugId }, form: { action: 'update@start' } });
    await callOp(t.app, 'actOnBug', { ...boss, params: { id: bugId }, form: { action: 'update@confirm', level: 2, baseCoins: 10 } });
    expect((await deliveries({ endpointId })).map((d) => d.event).sort()).toEqual(['report.rated', 'report.state_changed', 'report.state_changed']);
    await deliverDue(t.db, 'w1', { policy: loopback });
    for (const r of receiver.received) {
      const body = JSON.parse(r.body) as { type: string };
      const schema = body.type === 'report.rated' ? 'WebhookReportRated' : 'WebhookReportStateChanged';
      const valid = validatorAt(['components', 'schemas', schema]);
      expect(valid(body), JSON.stringify(valid.errors)).toBe(true);
    }
  });
});

describe('endpoint addresses', () => {
  it('refuses private, loopback and metadata addresses without the allow-list', async () => {
    const strict = await startTestApp();
    try {
      const staff = await strict.newResearcher({ role: 'staff' });
      for (const url of ['http://127.0.0.1:9/hooks', 'http://10.0.0.5/x', 'http://169.254.169.254/latest', 'http://[::1]/x', 'ftp://tickets.example.com/x', 'https://user:pw@8.8.8.8/x']) {
        const res = await callOp(strict.app, 'createWebhookEndpoint', { ...staff, form: { url, events: ['report.submitted'] } });
        expect(res.json.retcode, url).toBe(1001);
        expect(res.json.retmsg, url).toContain('url');
      }
      expect(data(await callOp(strict.app, 'listWebhookEndpoints', staff)).total).toBe(0);
    } finally {
      await strict.close();
    }
  });

  it('does not follow a redirect: the attempt fails with the 3xx and the target is never asked', async () => {
    receiver = await startReceiver([{ status: 302, headers: { location: '/elsewhere' } }]);
    const { id: endpointId } = await register(receiver.url, ['report.submitted']);
    await submitBug(await t.newResearcher());
    await deliverDue(t.db, 'w1', { policy: loopback });
    expect(receiver.received.map((r) => r.path)).toEqual(['/hooks']);
    expect((await deliveries({ endpointId }))[0]).toMatchObject({ status: 'pending', attempts: 1, responseCode: 302, error: 'redirect not followed' });
  });

  it('checks the address again at each attempt: an endpoint whose address became private is not sent to', async () => {
    receiver = await startReceiver();
    const { id: endpointId } = await register(receiver.url, ['report.submitted']);
    await submitBug(await t.newResearcher());
    await deliverDue(t.db, 'w1', { policy: webhookPolicy([]) });
    expect(receiver.received).toEqual([]);
    expect((await deliveries({ endpointId }))[0]).toMatchObject({ status: 'pending', attempts: 1, responseCode: null, error: 'refused: address' });
  });
});

describe('two workers on one database', () => {
  it('send each delivery exactly once', async () => {
    receiver = await startReceiver();
    await register(receiver.url, ['order.created']);
    const order = { id: 1, status: 10, giftId: 1, giftType: 'virtual', num: 1, cost: 5, researcherId: 1, createdAt: new Date().toISOString() } as const;
    for (let i = 0; i < 25; i++) await t.db.transaction((tx) => emitWebhook(tx, 'order.created', { order: { ...order, id: i + 1 } }));
    // Two workers of one process share PGlite's single connection, so their claims interleave
    // rather than truly race; the PostgreSQL lane runs the same with two pools (webhook-pg.test.ts).
    const opts = { policy: loopback, batch: 4 };
    const drain = async (owner: string) => {
      while ((await deliverDue(t.db, owner, opts)) > 0);
    };
    await Promise.all([drain('a'), drain('b')]);
    const ids = receiver.received.map((r) => String(r.headers['x-webhook-id']));
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
  });
});

describe('endpoint management', () => {
  it('shows the secret once, lists only its hint, rotates it and validates the events', async () => {
    const created = await register('http://127.0.0.1:9/a', ['report.submitted']);
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    const [listed] = data(await callOp(t.app, 'listWebhookEndpoints', boss)).endpoints as Data[];
    expect(listed).toMatchObject({ id: created.id, secretHint: created.secret.slice(-4), active: true, events: ['report.submitted'] });
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    const rotated = data(await callOp(t.app, 'rotateWebhookSecret', { ...boss, params: { id: created.id } }));
    expect(rotated.secret).not.toBe(created.secret);
    const upd = await callOp(t.app, 'updateWebhookEndpoint', {
      ...boss,
      params: { id: created.id },
      form: { url: 'http://127.0.0.1:9/b', events: ['order.created', 'order.changed'], active: false },
    });
    expect(upd.json.retcode, upd.json.retmsg).toBe(0);
    expect((data(await callOp(t.app, 'listWebhookEndpoints', boss)).endpoints as Data[])[0]).toMatchObject({
      url: 'http://127.0.0.1:9/b',
      active: false,
      events: ['order.created', 'order.changed'],
    });
    const bad = await callOp(t.app, 'createWebhookEndpoint', { ...boss, form: { url: 'http://127.0.0.1:9/c', events: ['report.deleted'] } });
    expect(bad.json.retcode).toBe(1001);
    expect((await callOp(t.app, 'deleteWebhookEndpoint', { ...boss, params: { id: 999999 } })).json.retcode).toBe(1002);
  });

  it('inactive endpoints get no new deliveries', async () => {
    const { id } = await register('http://127.0.0.1:9/a', ['report.submitted']);
    await callOp(t.app, 'updateWebhookEndpoint', { ...boss, params: { id }, form: { url: 'http://127.0.0.1:9/a', events: ['report.submitted'], active: false } });
    await submitBug(await t.newResearcher());
    expect(await deliveries({ endpointId: id })).toEqual([]);
  });
});
