// The server around the API: the built web app under /v2/ with history fallback and cache headers,
// the redirects to /v2/home, security headers, rate limits, the request id and /healthz.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import type { Database } from '../../server/src/db/index';
import { listOperations } from '../../server/src/contract';
import { RATE_LIMITS } from '../../server/src/plugins/external/hardening';
import { anonymousSession, openTestDatabase } from '../contract/harness';

let app: FastifyInstance;
let database: Database;
let dist: string;
let dataDir: string;

const INDEX = '<!doctype html><html><body><div id="root"></div><script type="module" src="/v2/assets/index-AbC123.js"></script></body></html>';

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-dist-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'src-portal-data-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
  database = await openTestDatabase();
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), db: database.db, webDist: dist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('web app under /v2/', () => {
  it('redirects /, /v2 and /v2/ to /v2/home keeping the query string', async () => {
    for (const url of ['/', '/v2', '/v2/']) {
      const res = await app.inject({ method: 'GET', url: `${url}?language=en` });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/v2/home?language=en');
    }
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.headers.location).toBe('/v2/home');
  });

  it('answers index.html, not cached, for any page address the client router owns', async () => {
    for (const url of ['/v2/home', '/v2/blog/12?language=en', '/v2/rank/team/3', '/v2/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('serves hashed assets as immutable and other files as no-cache', async () => {
    const js = await app.inject({ method: 'GET', url: '/v2/assets/index-AbC123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toBe('console.log(1)');
    const icon = await app.inject({ method: 'GET', url: '/v2/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('never answers the page for API addresses, missing assets, dot files or other methods', async () => {
    for (const url of ['/v2/api/nothing-here', '/v2/admin/api/nothing', '/v2/assets/missing.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ retcode: 1002, retdata: null });
    }
    const dot = await app.inject({ method: 'GET', url: '/v2/.vite/manifest.json' });
    expect(dot.body).not.toBe('{}');
    const post = await app.inject({ method: 'POST', url: '/v2/home' });
    expect(post.statusCode).toBe(404);
    expect(post.json().retcode).toBe(1002);
    const outside = await app.inject({ method: 'GET', url: '/elsewhere' });
    expect(outside.statusCode).toBe(404);
  });

  it('still answers the API under /v2/api', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/api/info?language=en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('hardening', () => {
  it('sends a strict Content-Security-Policy and the other security headers on pages and API answers', async () => {
    for (const url of ['/v2/home', '/v2/api/info']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers /healthz after a database ping', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('rate-limits sign-in per client address with retcode 1003 and Retry-After', async () => {
    const anon = await anonymousSession(app);
    const send = (ip: string, n = 0) =>
      app.inject({
        method: 'POST',
        url: '/v2/api/send/code?language=en',
        remoteAddress: ip,
        payload: `email=user${n}%40example.org`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...anon.headers },
        cookies: anon.cookies,
      });
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await send('10.0.0.1', i));
    // 20 a minute: the plugin counts down, then refuses before the operation runs.
    expect(answers.slice(0, 20).map((r) => Number(r.headers['x-ratelimit-remaining']))).toEqual([...Array(20).keys()].reverse());
    expect(answers.slice(0, 20).every((r) => r.headers['retry-after'] === undefined)).toBe(true);
    const last = answers[20]!;
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual({ retcode: 1003, retmsg: expect.any(String), retdata: null });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await send('10.0.0.2');
    expect(other.headers['retry-after']).toBeUndefined();
    // Routes without a limit carry no rate-limit headers at all.
    const info = await app.inject({ method: 'GET', url: '/v2/api/info' });
    expect(info.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('limits sign-in (email code and single sign-on), captcha and upload operations, each named in the contract', async () => {
    const ids = new Set(listOperations().map((op) => op.operationId));
    expect(Object.keys(RATE_LIMITS).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(RATE_LIMITS).sort()).toEqual([
      'emailLogin',
      'finishSso',
      'getBugHints',
      'getCaptcha',
      'sendLoginCode',
      'startSso',
      'uploadEditorImage',
      'uploadFile',
      'verifyCaptcha',
    ]);
    const captcha = await app.inject({ method: 'GET', url: '/v2/api/captcha/graph?language=en', remoteAddress: '10.0.0.3' });
    expect(captcha.headers['x-ratelimit-limit']).toBe('60');
  });
});
