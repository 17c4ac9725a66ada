// The security headers are helmet's, computed once (plugins/security-headers.ts): they must be
// exactly what @fastify/helmet itself sends with the site's options, over HTTP and HTTPS, on the
// portal's answers as well as in isolation.
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetOptions } from '../../server/src/plugins/hardening';
import { helmetHeaders } from '../../server/src/plugins/security-headers';
import { startTestApp, type TestApp } from '../contract/harness';

/** What @fastify/helmet sends for these options on a plain route (its per-request middleware). */
async function fastifyHelmetHeaders(options: Record<string, unknown>): Promise<Record<string, string>> {
  const app = Fastify();
  await app.register(helmet, options);
  app.get('/', async () => 'ok');
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const ignored = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(res.headers)
      .filter(([name]) => !ignored.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('security headers computed once', () => {
  for (const https of [false, true]) {
    it(`equal @fastify/helmet's headers, name for name and value for value (${https ? 'HTTPS' : 'HTTP'})`, async () => {
      const expected = await fastifyHelmetHeaders(helmetOptions(https));
      expect(Object.keys(expected).length).toBeGreaterThan(8);
      expect(helmetHeaders(helmetOptions(https))).toEqual(expected);
    });
  }

  it('are frozen: no request can change what the next one gets', () => {
    const headers = helmetHeaders(helmetOptions(false));
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('are on every kind of answer: a 404, a public read, a health check', async () => {
    const expected = await fastifyHelmetHeaders(helmetOptions(false));
    for (const url of ['/v2/api/no-such-address?language=en', '/v2/api/banner?language=en', '/healthz']) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(res.headers['x-request-id'], url).toBeTruthy();
    }
  });
});
