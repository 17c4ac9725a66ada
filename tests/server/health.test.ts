// Liveness and readiness, and admission. /livez answers whenever the process
// turns; /readyz (and /healthz) only once start-up is done, the database answers and the server is
// not overloaded. While starting, and under overload, requests answer 503 with Retry-After, the
// envelope and strict security headers instead of queueing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { Database } from '../../server/src/db/index';
import { Readiness } from '../../server/src/plugins/app/health';
import { openTestDatabase } from '../contract/harness';
import { eventually } from '../eventually';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-health-'));
const apps: FastifyInstance[] = [];
let shared: Database;
// Opening a database is the slow part on a busy machine: one for every test but the one that closes it.
beforeAll(async () => {
  shared = await openTestDatabase();
}, 180_000);
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
afterAll(async () => {
  await shared.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(opts: Partial<AppOptions> = {}, database = shared) {
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), db: database.db, ...opts });
  await app.ready();
  apps.push(app);
  return { app, database };
}

/** `retryAfter`: 5 s while starting (migrations take seconds), 1 s under overload (sampled each second). */
function expectRefusal(res: LightMyRequestResponse, retryAfter: string) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe(retryAfter);
  expect(res.json()).toMatchObject({ retcode: 1003, retdata: null });
  expect(res.json().retmsg).toBe('Too many requests');
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
}

it('is live and ready once started, with the usual headers', async () => {
  const { app } = await start();
  for (const url of ['/livez', '/readyz', '/healthz']) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  }
});

it('is live but not ready while starting (migrations) and stopping; other requests answer 503', async () => {
  const readiness = new Readiness('starting');
  const { app } = await start({ readiness });
  expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ status: 'starting' });
  expectRefusal(await app.inject({ method: 'GET', url: '/v2/api/info?language=en' }), '5');
  readiness.state = 'ready';
  expect((await app.inject({ method: 'GET', url: '/v2/api/info?language=en' })).json().retcode).toBe(4004);
  readiness.state = 'stopping';
  expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'stopping' });
});

it('is not ready when the database does not answer', async () => {
  const { app, database } = await start({}, await openTestDatabase());
  await database.close();
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ status: 'unavailable' });
  expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
}, 180_000);

it('answers 503 with Retry-After under overload, except liveness', async () => {
  // Any heap is "too much": the next sample (once a second) puts the server under pressure.
  const { app } = await start({ overload: { maxHeapUsedBytes: 1 } });
  await eventually(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 503, 10_000);
  expectRefusal(await app.inject({ method: 'GET', url: '/v2/api/info?language=en' }), '1');
  expectRefusal(await app.inject({ method: 'POST', url: '/v2/api/upload?language=en', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' }), '1');
  expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ status: 'overloaded' });
  // A browser opening a page gets a page in its language that reloads itself after the wait; an
  // API call stays an envelope whatever it accepts.
  const html = 'text/html,application/xhtml+xml,*/*;q=0.8';
  for (const [url, text] of [
    ['/v2/home', '服务器正忙，页面将在 1 秒后自动刷新。'],
    ['/v2/admin/bugs/3?language=en', 'The server is busy; this page reloads in 1 s.'],
  ] as const) {
    const page = await app.inject({ method: 'GET', url, headers: { accept: html } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['retry-after']).toBe('1');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<meta http-equiv="refresh" content="1">');
    expect(page.body).toContain(text);
  }
  expectRefusal(await app.inject({ method: 'GET', url: '/v2/api/info?language=en', headers: { accept: html } }), '1');
  expect(ready.headers['retry-after']).toBe('1');
});
