// The SMS sender against a real HTTP receiver on 127.0.0.1: the request it posts ({to, text} as
// JSON with the bearer token), retries on 5xx with a bound, the per-attempt timeout, no retry on a
// 4xx, and that no log line (nor the error a caller sees) ever carries the code.
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Mailer } from '../mail/mail';
import { HttpGatewaySms } from './http-gateway';
import { createSmsSender } from './index';

interface Hit {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const CODE = '604218';
let hits: Hit[] = [];
/** What the receiver does with the nth request (1-based); the default answers 200. */
let behave: (n: number, res: http.ServerResponse) => void = (_n, res) => res.end('{"ok":true}');
let server: http.Server;
let url = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      behave(hits.length, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits = [];
  behave = (_n, res) => res.end('{"ok":true}');
});

const fail = (status: number) => (_n: number, res: http.ServerResponse) => {
  res.statusCode = status;
  // A gateway that echoes the message back must not get it into a log line.
  res.end(JSON.stringify({ error: 'busy', echo: hits.at(-1)?.body }));
};

function production(extra: Record<string, string> = {}) {
  return loadConfig({ NODE_ENV: 'production', DATA_DIR: os.tmpdir(), SMS_URL: url, SMS_TOKEN: 'tok-123', ...extra });
}
const noMail: Mailer = { sendCode: () => Promise.reject(new Error('the mailer must not be used')), sendInvitation: () => Promise.reject(new Error('the mailer must not be used')) };

describe('the HTTP SMS gateway (SMS_URL)', () => {
  it('posts {to, text} as JSON with the bearer token from SMS_TOKEN', async () => {
    const logs: string[] = [];
    const sms = createSmsSender(production(), noMail, (l) => logs.push(l));
    expect(sms.delivers).toBe(true);
    await sms.sendCode({ to: '+8613800138000', code: CODE, lang: 'en' });
    expect(hits).toHaveLength(1);
    const [hit] = hits;
    expect(hit!.method).toBe('POST');
    expect(hit!.path).toBe('/send');
    expect(hit!.headers.authorization).toBe('Bearer tok-123');
    expect(hit!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(hit!.body) as { to: string; text: string };
    expect(Object.keys(body).sort()).toEqual(['text', 'to']);
    expect(body.to).toBe('+8613800138000');
    expect(body.text).toContain(CODE);
    expect(logs).toEqual([]);
  });

  it('retries on 500 and delivers when a later attempt succeeds', async () => {
    behave = (n, res) => (n < 3 ? fail(500)(n, res) : res.end('ok'));
    const logs: string[] = [];
    await new HttpGatewaySms({ url, backoffMs: 5, log: (l) => logs.push(l) }).send('13800138000', `code ${CODE}`);
    expect(hits).toHaveLength(3);
    expect(logs).toEqual(['[sms] attempt 1/3 failed: HTTP 500', '[sms] attempt 2/3 failed: HTTP 500']);
  });

  it('gives up after N attempts on 5xx, and the caller gets a plain 5000 without the code', async () => {
    behave = fail(503);
    const logs: string[] = [];
    const sms = createSmsSender(production(), noMail, (l) => logs.push(l));
    const error = await sms.sendCode({ to: '13800138000', code: CODE, lang: 'en' }).catch((e: unknown) => e);
    expect(hits).toHaveLength(3);
    expect(error).toMatchObject({ retcode: 5000 });
    expect((error as Error).message).not.toContain(CODE);
    expect(logs.at(-1)).toBe('[sms] not delivered: HTTP 503');
    for (const line of logs) expect(line).not.toContain(CODE);
  }, 20_000);

  it('does not retry a 4xx: the gateway refused this message', async () => {
    behave = fail(400);
    await expect(new HttpGatewaySms({ url, backoffMs: 5 }).send('13800138000', CODE)).rejects.toThrow('HTTP 400');
    expect(hits).toHaveLength(1);
  });

  it('cuts off an attempt that gets no answer within the timeout, and retries it', async () => {
    behave = (n, res) => {
      if (n === 1) setTimeout(() => res.end('late'), 3_000);
      else res.end('ok');
    };
    const logs: string[] = [];
    // 500 ms: the second attempt, answered at once, must fit in it on a busy machine too.
    await new HttpGatewaySms({ url, timeoutMs: 500, backoffMs: 5, log: (l) => logs.push(l) }).send('13800138000', CODE);
    // Two attempts and the cut-off's line prove it: had it waited for the late answer, the first
    // attempt would have succeeded. (No clock: a busy machine makes any bound flaky.)
    expect(hits).toHaveLength(2);
    expect(logs).toEqual(['[sms] attempt 1/3 failed: no answer within 500 ms']);
  });

  it('defaults to a 5 s timeout and 3 attempts', () => {
    const gateway = new HttpGatewaySms({ url }) as unknown as { timeoutMs: number; attempts: number };
    expect(gateway.timeoutMs).toBe(5000);
    expect(gateway.attempts).toBe(3);
  });

  it('counts a refused connection as retryable and names no code', async () => {
    const logs: string[] = [];
    const closed = 'http://127.0.0.1:1/send';
    await expect(new HttpGatewaySms({ url: closed, backoffMs: 1, log: (l) => logs.push(l) }).send('13800138000', CODE)).rejects.toThrow('connection failed');
    expect(logs).toHaveLength(3);
    for (const line of logs) expect(line).not.toContain(CODE);
  });
});

describe('without SMS_URL', () => {
  it('production refuses to send and says it cannot deliver (the phone rule is then off)', async () => {
    const sms = createSmsSender(loadConfig({ NODE_ENV: 'production', DATA_DIR: os.tmpdir() }), noMail);
    expect(sms.delivers).toBe(false);
    await expect(sms.sendCode({ to: '13800138000', code: CODE, lang: 'en' })).rejects.toMatchObject({ retcode: 1006 });
  });

  it('development sends phone codes to the outbox through the mailer', async () => {
    const sent: unknown[] = [];
    const outbox: Mailer = { sendCode: async (m) => void sent.push(m), sendInvitation: () => Promise.reject(new Error('no invitation here')) };
    const sms = createSmsSender(loadConfig({ NODE_ENV: 'development', DATA_DIR: os.tmpdir() }), outbox);
    expect(sms.delivers).toBe(true);
    await sms.sendCode({ to: '13800138000', code: CODE, lang: 'zh' });
    expect(sent).toEqual([{ to: '13800138000', code: CODE, lang: 'zh', purpose: 'phone' }]);
  });

  it('refuses an SMS_URL that is not http(s) and a token with spaces', () => {
    expect(() => loadConfig({ SMS_URL: 'ftp://x/' })).toThrow(/SMS_URL/);
    expect(() => loadConfig({ SMS_TOKEN: 'a b' })).toThrow(/SMS_TOKEN/);
  });
});
