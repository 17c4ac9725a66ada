// Malformed input never reaches a 500: ids past the database's integer columns, NUL in
// text, a truncated multipart body, dates beyond JavaScript's range or past the year 9999, bad
// percent-encoding in the path. Each answers the envelope with the security headers and echoes nothing back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousSession, callOp, startTestApp, type Credentials, type TestApp } from '../contract/harness';

let t: TestApp;
let staff: Credentials;
let visitor: Credentials;

beforeAll(async () => {
  t = await startTestApp();
  staff = await t.newResearcher({ role: 'staff' });
  visitor = await anonymousSession(t.app);
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
