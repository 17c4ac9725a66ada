// The Prism mock answers every GET operation (and writes) with a valid envelope, called through the
// web's typed client exactly as the site calls it.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient } from '../../web/src/lib/api/fetchClient';
import { csrfToken } from '../../web/src/lib/api/token';
import { listOperations } from '../../server/src/contract';
import { assertResponseMatches } from './spec-validator';
import { parametersOf, sampleValue } from './sample-values';
import { freePort } from '../free-port';

let prism: ChildProcess;
let baseUrl = '';

async function waitUntilUp(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`Prism did not start within ${ms} ms`);
}

beforeAll(async () => {
  const port = await freePort();
  prism = spawn(process.execPath, [path.resolve('mocks/start.mjs')], { env: { ...process.env, MOCK_PORT: String(port) }, stdio: 'ignore' });
  baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/v2/api/banner`, 45_000);
}, 60_000);

afterAll(() => {
  prism?.kill('SIGTERM');
});

// The browser sends its session cookie itself; Prism only checks that one is there.
const withCookie = (request: Request) => {
  const headers = new Headers(request.headers);
  headers.set('Cookie', 'src_sid=' + 'a'.repeat(64));
  return fetch(new Request(request, { headers }));
};

function requestFor(pathKey: string, method: string) {
  const params: Record<string, Record<string, unknown>> = { path: {}, query: {} };
  for (const p of parametersOf(pathKey, method)) {
    if (p.in === 'path' || (p.in === 'query' && p.required)) params[p.in]![p.name] = sampleValue(p.schema);
  }
  return params;
}

describe('Prism mock through the typed client', () => {
  const gets = listOperations().filter((op) => op.method === 'GET');

  it('covers every GET operation of the spec', () => {
    expect(gets.length).toBeGreaterThan(40);
  });

  it.each(gets.map((op) => [op.operationId, op] as const))('GET %s answers a valid envelope', async (_id, op) => {
    const api = makeClient({ baseUrl, fetch: withCookie, language: () => 'zh' });
    const res = await api.GET(op.path as never, { params: requestFor(op.path, 'get'), parseAs: 'text' } as never);
    const response = (res as { response: Response }).response;
    const contentType = response.headers.get('content-type') ?? '';
    const text = (res as { data?: string; error?: string }).data ?? (res as { error?: string }).error ?? '';
    const body = contentType.includes('json') ? JSON.parse(text) : text;
    expect(response.status, text.slice(0, 300)).toBe(200);
    assertResponseMatches(op.operationId, response.status, contentType, body);
  });

  it('answers writes with a valid envelope, form-encoded with the CSRF header', async () => {
    csrfToken.set('b'.repeat(64));
    const api = makeClient({ baseUrl, fetch: withCookie, language: () => 'en' });
    const sent = await api.POST('/v2/api/send/code', { body: { email: 'ada@example.org' } });
    expect(sent.response.status).toBe(200);
    assertResponseMatches('sendLoginCode', 200, 'application/json', sent.data);
    const trade = await api.POST('/v2/api/trade', { body: { rewardId: 3, num: 1, addressId: 1 } });
    expect(trade.response.status).toBe(200);
    assertResponseMatches('createTrade', 200, 'application/json', trade.data);
  });

  it('refuses a write without the CSRF header, as the server does', async () => {
    csrfToken.set(null);
    const api = makeClient({ baseUrl, fetch: withCookie });
    const res = await api.POST('/v2/api/send/code', { body: { email: 'ada@example.org' } });
    expect(res.response.status).toBeGreaterThanOrEqual(400);
  });
});
