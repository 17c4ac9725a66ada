// The one error handler: whatever a route throws, the client sees an envelope and nothing internal
// (no message, stack, path or SQL), in its language.
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiError } from '../../server/src/envelope';
import { installErrorHandling } from '../../server/src/plugins/app/errors';

const app = Fastify({ logger: false });
const SECRET = 'relation "users" at /work/main/server/src/db/index.ts password=hunter2';

beforeAll(async () => {
  installErrorHandling(app);
  app.get('/crash', async () => {
    throw new Error(SECRET);
  });
  app.get('/crash-503', async () => {
    throw Object.assign(new Error(SECRET), { statusCode: 503, code: 'ECONNREFUSED' });
  });
  app.get('/client-fault', async () => {
    throw Object.assign(new Error(SECRET), { statusCode: 415 });
  });
  // What drizzle throws when PostgreSQL refuses a value: its own error, the database's as the cause.
  app.get('/unstorable', async () => {
    throw Object.assign(new Error(`Failed query: insert ... ${SECRET}`), { cause: Object.assign(new Error('time zone displacement out of range'), { code: '22009' }) });
  });
  app.get('/db-fault', async () => {
    throw Object.assign(new Error(SECRET), { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });
  });
  app.get('/business', async () => {
    throw new ApiError(1002);
  });
  await app.ready();
});
afterAll(() => app.close());

it('answers an unexpected error with 500 and the generic envelope only', async () => {
  for (const url of ['/crash', '/crash-503']) {
    const res = await app.inject({ method: 'GET', url: `${url}?language=en` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ retcode: 5000, retmsg: expect.any(String), retdata: null });
    expect(res.body).not.toMatch(/hunter2|relation|\/work\/|stack|ECONNREFUSED/);
  }
  const zh = await app.inject({ method: 'GET', url: '/crash' });
  expect(zh.json().retmsg).not.toBe((await app.inject({ method: 'GET', url: '/crash?language=en' })).json().retmsg);
});

it("answers a client's fault with its 4xx status and a generic message", async () => {
  const res = await app.inject({ method: 'GET', url: '/client-fault' });
  expect(res.statusCode).toBe(415);
  expect(res.json()).toMatchObject({ retcode: 1001, retdata: null });
  expect(res.body).not.toContain('hunter2');
});

it('answers a value the database cannot hold as an invalid field, and other database errors as 500', async () => {
  const res = await app.inject({ method: 'GET', url: '/unstorable?language=en' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ retcode: 1001, retmsg: 'Invalid field', retdata: null });
  expect(res.body).not.toMatch(/hunter2|displacement/);
  expect((await app.inject({ method: 'GET', url: '/db-fault' })).statusCode).toBe(500);
});

it('answers business errors with their retcode and HTTP 200, and unknown addresses with 404', async () => {
  const res = await app.inject({ method: 'GET', url: '/business?language=en' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ retcode: 1002, retmsg: 'Not found', retdata: null });
  const missing = await app.inject({ method: 'GET', url: '/nowhere' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toMatchObject({ retcode: 1002, retdata: null });
});
