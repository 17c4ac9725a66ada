// Malformed input never reaches a 500: ids past the database's integer columns, NUL in
// text, a truncated multipart body, dates beyond JavaScript's range or past the year 9999, bad
// percent-encoding in the path, and what the framework and Node's HTTP parser refuse before a
// handler runs (431, the parser's 400 — read over a real socket, as they never become a Fastify
// request —, 413, 415). Each answers the envelope with the security headers and echoes nothing back.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousSession, callOp, startTestApp, type Credentials, type TestApp } from '../contract/harness';

let t: TestApp;
let staff: Credentials;
let visitor: Credentials;
let port: number;

beforeAll(async () => {
  t = await startTestApp();
  staff = await t.newResearcher({ role: 'staff' });
  visitor = await anonymousSession(t.app);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

function expectEnvelope(res: { statusCode: number; headers: Record<string, unknown>; body: string }, retcode: number) {
  expect(res.statusCode).toBeLessThan(500);
  expect(JSON.parse(res.body)).toMatchObject({ retcode, retdata: null });
  expect(res.headers['x-request-id']).toBeTruthy();
  expect(res.headers['content-security-policy']).toBeTruthy();
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

describe('ids past the integer columns', () => {
  it('answers not found (or an invalid field) instead of 500 for public and signed-in reads', async () => {
    for (const url of ['/v2/api/announcement/2147483648', '/v2/api/reward/9007199254740991', '/v2/api/user/2147483648', '/v2/api/blog/article/99999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?language=en` });
      expect(res.statusCode, url).toBeLessThan(500);
      expect([1001, 1002]).toContain(JSON.parse(res.body).retcode);
    }
  });
});

describe('NUL in text', () => {
  it('is refused as an invalid field naming it, in the query and in a form body', async () => {
    const q = await t.app.inject({ method: 'GET', url: '/v2/api/reward?keyword=%00&language=en' });
    expectEnvelope(q, 1001);
    expect(JSON.parse(q.body).retmsg).toContain('keyword');
    const body = await callOp(t.app, 'replyAdminLeaveMessage', { ...staff, params: { id: 1 }, form: { content: 'a\u0000b' } });
    expect(body.json.retcode).toBe(1001);
    expect(body.json.retmsg).toContain('content');
  });
});

describe('a truncated multipart body', () => {
  it('answers an invalid field, not 500, on an upload and on a form operation', async () => {
    const researcher = await t.newResearcher();
    const boundary = '----trunc';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nimage\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
    for (const [url, who] of [
      ['/v2/api/upload', researcher],
      ['/v2/api/send/code', visitor],
      ['/v2/api/captcha/graph', visitor],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${url}?language=en`,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...who.headers },
        cookies: who.cookies,
      });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(JSON.parse(res.body).retdata, url).toBeNull();
    }
  });
});

describe('dates beyond the JavaScript range', () => {
  it('are refused as an invalid field in a staff activity form', async () => {
    const res = await callOp(t.app, 'createActivity', {
      ...staff,
      form: { title: 'x', imgurl: '/v2/static/a.png', requirement: 'r', content: '<p>c</p>', startTime: '+275760-09-14 00:00:00', endTime: '+999999-01-01 00:00:00' },
    });
    expect(res.status).toBeLessThan(500);
    expect(res.json.retcode).toBe(1001);
  });
});

describe('the year 9999', () => {
  const activity = (startTime: number, endTime: number) => ({ title: 'x', imgurl: '/v2/static/a.png', requirement: 'r', content: '<p>c</p>', startTime, endTime });
  // 9999-12-31 23:59:59.999 in the contract's UTC+8; a millisecond on is 10000 there, and the
  // database's timestamp columns cannot take 10000 in UTC (this was a 500).
  const LAST = Date.UTC(10000, 0, 1) - 8 * 3_600_000 - 1;

  it('is the last an activity takes, and it reads back', async () => {
    const created = await callOp(t.app, 'createActivity', { ...staff, form: activity(LAST - 1, LAST) });
    expect(created.json.retcode).toBe(0);
    const { id } = created.json.retdata as { id: number };
    const read = await callOp(t.app, 'getActivity', { ...staff, params: { id } });
    expect((read.json.retdata as { activity: unknown }).activity).toMatchObject({ startTime: LAST - 1, endTime: LAST });
  });

  it('is refused as an invalid field one millisecond later, and in UTC', async () => {
    for (const start of [LAST + 1, Date.UTC(10000, 0, 1), 8.64e15 - 1]) {
      const res = await callOp(t.app, 'createActivity', { ...staff, query: { language: 'en' }, form: activity(start, start + 1) });
      expect(res.json.retcode, String(start)).toBe(1001);
      expect(res.json.retmsg).toContain('startTime');
    }
  });
});

describe('bad percent-encoding in the path', () => {
  it('answers the envelope with the security headers and does not echo the path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/api/file/%ff%3Cscript%3E' });
    expectEnvelope(res, 1001);
    expect(res.body).not.toContain('script');
  });
});

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawRequest(bytes: string): Promise<{ statusCode: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may close while the rest of an over-long request is still being written.
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' || err.code === 'EPIPE' ? undefined : reject(err)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ statusCode: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(bytes);
  });
}

function expectFrameworkEnvelope(status: number, res: { statusCode: number; headers: Record<string, unknown>; body: string }, retmsg: string) {
  expect(res.statusCode).toBe(status);
  expectEnvelope(res, 1001);
  expect(JSON.parse(res.body).retmsg).toBe(retmsg);
  expect(String(res.headers['content-type'])).toContain('application/json');
  expect(res.headers['x-frame-options']).toBe('DENY');
}

describe("Node's HTTP parser, over a socket", () => {
  it('answers an address past the 16 KiB header limit with 431 and the envelope, in the language asked for', async () => {
    const res = await rawRequest(`GET /v2/api/info?language=en&q=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expectFrameworkEnvelope(431, res, 'Invalid field');
    expect(res.body).not.toContain('aaaa');
  });

  it('answers bytes that are not HTTP with 400 and the envelope, in Chinese by default', async () => {
    const res = await rawRequest('GET /v2/api/info HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header Line\r\n\r\n');
    expectFrameworkEnvelope(400, res, '参数错误');
  });
});

describe('Fastify body parsing, through inject', () => {
  const url = '/v2/api/send/code?language=en';

  it('answers a body over 2 MiB with 413 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...visitor.headers, 'content-type': 'application/x-www-form-urlencoded' },
      cookies: visitor.cookies,
      payload: `email=${'a'.repeat(2 * 1024 * 1024 + 1)}`,
    });
    expectFrameworkEnvelope(413, res, 'Invalid field');
  });

  it('answers a body of another media type with 415 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...visitor.headers, 'content-type': 'application/xml' },
      cookies: visitor.cookies,
      payload: '<email>a@example.org</email>',
    });
    expectFrameworkEnvelope(415, res, 'Invalid field');
  });
});
