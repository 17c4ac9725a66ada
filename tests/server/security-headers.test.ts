// The security headers are helmet's, computed once (plugins/external/security-headers.ts): they must be
// exactly what helmet's own middleware sends on a real response with the site's options, over HTTP
// and HTTPS, on the portal's answers as well as in isolation.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetOptions } from '../../server/src/plugins/external/hardening';
import { helmetHeaders } from '../../server/src/plugins/external/security-headers';
import { startTestApp, type TestApp } from '../contract/harness';

/** What helmet's middleware sends for these options on a plain Node server (run per request). */
async function middlewareHeaders(options: Record<string, unknown>): Promise<Record<string, string>> {
  const middleware = helmet(options as HelmetOptions);
  const server = http.createServer((req, res) => middleware(req, res, () => res.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await res.arrayBuffer();
    const ignored = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
    return Object.fromEntries([...res.headers].filter(([name]) => !ignored.has(name)));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('security headers computed once', () => {
  for (const https of [false, true]) {
    it(`equal helmet's own headers, name for name and value for value (${https ? 'HTTPS' : 'HTTP'})`, async () => {
      const expected = await middlewareHeaders(helmetOptions(https));
      expect(Object.keys(expected).length).toBeGreaterThan(8);
      expect(helmetHeaders(helmetOptions(https))).toEqual(expected);
    });
  }

  it('are frozen: no request can change what the next one gets', () => {
    const headers = helmetHeaders(helmetOptions(false));
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('are on every kind of answer: a 404, a public read, a health check', async () => {
    const expected = await middlewareHeaders(helmetOptions(false));
    for (const url of ['/v2/api/no-such-address?language=en', '/v2/api/banner?language=en', '/healthz']) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(res.headers['x-request-id'], url).toBeTruthy();
    }
  });
});
