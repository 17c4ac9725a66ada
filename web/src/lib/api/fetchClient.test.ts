import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeClient } from './fetchClient';
import { call, navigation } from './result';
import { TIMEOUT_MS, timeoutFor } from './timeouts';
import { csrfToken } from './token';

type Seen = { url: URL; method: string; headers: Headers; body: string };

function fakeServer(reply: (seen: Seen) => { status?: number; json: unknown; headers?: Record<string, string> }) {
  const seen: Seen[] = [];
  const fetch = async (request: Request) => {
    const entry = { url: new URL(request.url), method: request.method, headers: request.headers, body: await request.text() };
    seen.push(entry);
    const { status = 200, json, headers } = reply(entry);
    return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  };
  return { seen, fetch };
}

const okEnvelope = (retdata: unknown) => ({ retcode: 0, retmsg: 'ok', retdata });

afterEach(() => {
  csrfToken.set(null);
  vi.restoreAllMocks();
});

describe('typed client middleware', () => {
  it('adds the page language to every request and keeps an explicit one', async () => {
    const server = fakeServer(() => ({ json: okEnvelope({ banners: [] }) }));
    const api = makeClient({ baseUrl: 'http://portal.test', fetch: server.fetch, language: () => 'en' });
    await api.GET('/v2/api/banner');
    await api.GET('/v2/api/banner', { params: { query: { language: 'zh' } } });
    expect(server.seen.map((s) => s.url.searchParams.get('language'))).toEqual(['en', 'zh']);
  });

  it('form-encodes non-GET bodies, sends the CSRF header, and stores any retdata.token', async () => {
    const server = fakeServer((s) =>
      s.url.pathname === '/v2/api/info' ? { json: { retcode: 4004, retmsg: 'no', retdata: { language: 'zh', token: 'a'.repeat(64) } } } : { json: okEnvelope({ resendAfter: 120 }) },
    );
    const api = makeClient({ baseUrl: 'http://portal.test', fetch: server.fetch, language: () => 'zh' });
    await api.GET('/v2/api/info');
    expect(csrfToken.get()).toBe('a'.repeat(64));
    await api.POST('/v2/api/send/code', { body: { email: 'ada@example.org' } });
    const post = server.seen[1]!;
    expect(post.method).toBe('POST');
    expect(post.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(post.headers.get('X-CSRF-Token')).toBe('a'.repeat(64));
    expect(post.body).toBe('email=ada%40example.org');
    expect(server.seen[0]!.headers.get('X-CSRF-Token')).toBeNull();
  });

  it('aborts a call that exceeds its time limit and reports a timeout', async () => {
    const hang = (request: Request) => new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    const api = makeClient({ baseUrl: 'http://portal.test', fetch: hang, timeout: () => 20 });
    const result = await call(() => api.GET('/v2/api/banner'));
    expect(result).toMatchObject({ ok: false, kind: 'timeout', retcode: null });
  });

  it('uses 5 minutes for uploads, 50 s for exports and 30 s otherwise', () => {
    expect(timeoutFor('/v2/api/upload')).toBe(TIMEOUT_MS.upload);
    expect(timeoutFor('/v2/api/ue-upload')).toBe(300_000);
    expect(timeoutFor('/v2/api/ue-snapshot')).toBe(300_000);
    expect(timeoutFor('/v2/api/ue-upload-simple')).toBe(300_000);
    expect(timeoutFor('/v2/api/ue-catch-image')).toBe(60_000);
    expect(timeoutFor('/v2/api/my/bugs/export')).toBe(50_000);
    expect(timeoutFor('/v2/admin/api/bug-export')).toBe(50_000);
    expect(timeoutFor('/v2/api/banner')).toBe(30_000);
  });
});

describe('call(): retcodes into typed results', () => {
  it('returns retdata on success', async () => {
    const server = fakeServer(() => ({ json: okEnvelope({ banners: [{ id: 1, imgurl: '/a.png', linkurl: '/b' }] }) }));
    const api = makeClient({ baseUrl: 'http://portal.test', fetch: server.fetch });
    const result = await call(() => api.GET('/v2/api/banner'));
    expect(result).toEqual({ ok: true, data: { banners: [{ id: 1, imgurl: '/a.png', linkurl: '/b' }] } });
  });

  it('navigates to the sign-in address on 4006 and to no-permission on 4003', async () => {
    const login = vi.spyOn(navigation, 'loginRequired').mockImplementation(() => {});
    const denied = vi.spyOn(navigation, 'noPermission').mockImplementation(() => {});
    let code = 4006;
    const server = fakeServer(() => ({ json: { retcode: code, retmsg: code === 4006 ? 'http://portal.test/v2/home?login=1' : 'no', retdata: null } }));
    const api = makeClient({ baseUrl: 'http://portal.test', fetch: server.fetch });
    expect(await call(() => api.GET('/v2/api/my/summary'))).toMatchObject({ ok: false, retcode: 4006 });
    expect(login).toHaveBeenCalledWith('http://portal.test/v2/home?login=1');
    code = 4003;
    expect(await call(() => api.GET('/v2/admin/api/bug'))).toMatchObject({ ok: false, retcode: 4003 });
    expect(denied).toHaveBeenCalledTimes(1);
  });

  it('carries retcode and retmsg of other failures', async () => {
    const server = fakeServer(() => ({ json: { retcode: 2002, retmsg: '已售罄', retdata: null } }));
    const api = makeClient({ baseUrl: 'http://portal.test', fetch: server.fetch });
    const result = await call(() => api.POST('/v2/api/trade', { body: { rewardId: 1, num: 1 } }));
    expect(result).toEqual({ ok: false, retcode: 2002, retmsg: '已售罄', kind: 'api' });
  });

  it('on HTTP 400 (CSRF) refreshes the token once and retries with it', async () => {
    let calls = 0;
    const server = fakeServer((s) => {
      calls++;
      return s.headers.get('X-CSRF-Token') === 'fresh' ? { json: okEnvelope({ resendAfter: 120 }) } : { status: 400, json: { retcode: 1005, retmsg: 'token', retdata: null } };
    });
    vi.spyOn(navigation, 'refreshToken').mockImplementation(async () => csrfToken.set('fresh'));
    csrfToken.set('stale');
    const api = makeClient({ baseUrl: 'http://portal.test', fetch: server.fetch });
    const result = await call(() => api.POST('/v2/api/send/code', { body: { email: 'a@b.org' } }));
    expect(result).toEqual({ ok: true, data: { resendAfter: 120 } });
    expect(calls).toBe(2);
  });

  it("sends a call once more after the Retry-After of the server's busy refusal (503), and only once", async () => {
    vi.useFakeTimers();
    const busy = { status: 503, json: { retcode: 1003, retmsg: '请求过于频繁', retdata: null }, headers: { 'Retry-After': '1' } };
    const answers = [busy, { json: okEnvelope({ id: 7 }) }, busy, busy];
    const server = fakeServer(() => answers.shift()!);
    const api = makeClient({ baseUrl: 'http://portal.test', fetch: server.fetch });
    try {
      const first = call(() => api.POST('/v2/api/send/code', { body: { email: 'a@b.org' } }));
      await vi.advanceTimersByTimeAsync(999);
      expect(server.seen).toHaveLength(1); // not before the time the server named
      await vi.advanceTimersByTimeAsync(1);
      expect(await first).toEqual({ ok: true, data: { id: 7 } });
      expect(server.seen.map((s) => s.body)).toEqual(['email=a%40b.org', 'email=a%40b.org']);

      const second = call(() => api.GET('/v2/api/banner'));
      await vi.advanceTimersByTimeAsync(1000);
      expect(await second).toEqual({ ok: false, retcode: 1003, retmsg: '请求过于频繁', kind: 'api' });
      expect(server.seen).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not send again on a rate limit (429) or a 503 without a short Retry-After', async () => {
    const refusals = [
      { status: 429, json: { retcode: 1003, retmsg: 'slow down', retdata: null }, headers: { 'Retry-After': '1' } },
      { status: 503, json: { retcode: 1003, retmsg: 'busy', retdata: null } },
      { status: 503, json: { retcode: 1003, retmsg: 'busy', retdata: null }, headers: { 'Retry-After': '3600' } },
    ];
    for (const refusal of refusals) {
      const server = fakeServer(() => refusal);
      const api = makeClient({ baseUrl: 'http://portal.test', fetch: server.fetch });
      expect(await call(() => api.GET('/v2/api/banner'))).toMatchObject({ ok: false, retcode: 1003 });
      expect(server.seen).toHaveLength(1);
    }
  });

  it('reports a network failure without an envelope', async () => {
    const api = makeClient({ baseUrl: 'http://portal.test', fetch: () => Promise.reject(new TypeError('offline')) });
    expect(await call(() => api.GET('/v2/api/banner'))).toMatchObject({ ok: false, kind: 'network', retcode: null });
  });
});
