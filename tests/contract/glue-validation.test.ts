// The glue validates form-encoded and multipart bodies against the spec; bad input is refused with
// a retcode that names the field, never a 500; security is checked before any body is read.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousSession, callOp, multipart, startTestApp, type Credentials, type TestApp } from './harness';

let t: TestApp;
let anon: Credentials;
let researcher: Credentials;

beforeAll(async () => {
  t = await startTestApp();
  anon = await anonymousSession(t.app);
  researcher = await t.newResearcher();
});
afterAll(() => t.close());

const tmpFiles = () => {
  const dir = path.join(t.dataDir, 'tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('form-encoded bodies', () => {
  it('refuses a field over its maxLength with 1001 naming the field, in both languages', async () => {
    const email = 'a'.repeat(60) + '@example.org';
    const zh = await callOp(t.app, 'sendLoginCode', { ...anon, form: { email } });
    expect(zh.status).toBe(200);
    expect(zh.json).toMatchObject({ retcode: 1001, retdata: null });
    expect(zh.json.retmsg).toContain('email');
    expect(zh.json.retmsg).toContain('50');
    const en = await callOp(t.app, 'sendLoginCode', { ...anon, query: { language: 'en' }, form: { email } });
    expect(en.json.retmsg).toBe('Field email must be at most 50 characters');
  });

  it('refuses a missing required field and a value of the wrong type', async () => {
    const missing = await callOp(t.app, 'emailLogin', { ...anon, form: { email: 'ada@example.org' } });
    expect(missing.json.retcode).toBe(1001);
    expect(missing.json.retmsg).toContain('code');
    const wrongType = await callOp(t.app, 'createTrade', { ...researcher, form: { rewardId: 'abc', num: 1 } });
    expect(wrongType.json.retcode).toBe(1001);
    expect(wrongType.json.retmsg).toContain('rewardId');
  });

  it('refuses a value outside its range and a pattern mismatch', async () => {
    const tooMany = await callOp(t.app, 'createTrade', { ...researcher, form: { rewardId: 1, num: 11 } });
    expect(tooMany.json.retcode).toBe(1001);
    expect(tooMany.json.retmsg).toContain('num');
    const badCode = await callOp(t.app, 'emailLogin', { ...anon, form: { email: 'ada@example.org', code: '12a456' } });
    expect(badCode.json.retcode).toBe(1001);
    expect(badCode.json.retmsg).toContain('code');
  });

  it('answers an oversized or unparsable body with an envelope, not a 500', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: '/v2/api/send/code',
      payload: 'email=' + 'x'.repeat(3 * 1024 * 1024),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...anon.headers },
      cookies: anon.cookies,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ retcode: 1001, retdata: null });
    const json = await t.app.inject({
      method: 'POST',
      url: '/v2/api/send/code',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json', ...anon.headers },
      cookies: anon.cookies,
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(json.json().retcode).toBe(1001);
  });
});

describe('multipart bodies', () => {
  it('validates text fields against the spec and stores nothing when refused', async () => {
    const body = multipart({ fileType: 'x'.repeat(80) }, { name: 'a.png', content: Buffer.from('not really a png') });
    const res = await callOp(t.app, 'uploadFile', { ...researcher, payload: body.payload, headers: { ...researcher.headers, 'content-type': body.contentType } });
    expect(res.json.retcode).toBe(1001);
    expect(res.json.retmsg).toContain('fileType');
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a multipart body without its file', async () => {
    const body = multipart({ fileType: 'image' });
    const res = await callOp(t.app, 'uploadFile', { ...researcher, payload: body.payload, headers: { ...researcher.headers, 'content-type': body.contentType } });
    expect(res.json.retcode).toBe(1001);
    expect(res.json.retmsg).toContain('file');
  });

  it('refuses an upload without a CSRF token before reading its body', async () => {
    const body = multipart({ fileType: 'image' }, { name: 'a.png', content: Buffer.alloc(1024) });
    const res = await callOp(t.app, 'uploadFile', { cookies: researcher.cookies, payload: body.payload, headers: { 'content-type': body.contentType } });
    expect(res.status).toBe(400);
    expect(res.json.retcode).toBe(1005);
    expect(tmpFiles()).toEqual([]);
  });

  // Only the four upload operations have the multipart parser (app.ts): anything else refuses such
  // a body with the documented 415, writes nothing, and never answers 500.
  it('refuses a multipart body sent to a form operation or an unknown address, storing nothing', async () => {
    const body = multipart({ rewardId: '1', num: '1' }, { name: 'a.png', content: Buffer.alloc(1024) });
    const trade = await callOp(t.app, 'createTrade', { ...researcher, payload: body.payload, headers: { ...researcher.headers, 'content-type': body.contentType } });
    expect(trade.status).toBe(415);
    expect(trade.json).toMatchObject({ retcode: 1001, retdata: null });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v2/api/no-such-upload?language=en',
      cookies: researcher.cookies,
      headers: { ...researcher.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    // No parser for it outside the upload routes: refused before the body is read, not parsed and then 404.
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json()).toEqual({ retcode: 1001, retmsg: 'Invalid field', retdata: null });
    expect(tmpFiles()).toEqual([]);
  });

  it('answers a form body over 2 MiB with the documented 413', async () => {
    const res = await callOp(t.app, 'createTrade', { ...researcher, query: { language: 'en' }, form: { rewardId: 1, num: 1, note: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ retcode: 1001, retmsg: 'Invalid field', retdata: null });
  });
});

describe('security schemes', () => {
  it('answers 400 to a non-GET with a missing or wrong CSRF token', async () => {
    const missing = await callOp(t.app, 'sendLoginCode', { cookies: anon.cookies, form: { email: 'ada@example.org' } });
    expect(missing.status).toBe(400);
    expect(missing.json.retcode).toBe(1005);
    const wrong = await callOp(t.app, 'sendLoginCode', { cookies: anon.cookies, headers: { 'x-csrf-token': 'f'.repeat(64) }, form: { email: 'ada@example.org' } });
    expect(wrong.status).toBe(400);
    const otherSession = await callOp(t.app, 'sendLoginCode', { cookies: anon.cookies, headers: researcher.headers, form: { email: 'ada@example.org' } });
    expect(otherSession.status).toBe(400);
  });

  it('checks CSRF before the body, so an invalid body without a token still gets 400', async () => {
    const res = await callOp(t.app, 'sendLoginCode', { cookies: anon.cookies, form: { email: 'x'.repeat(80) } });
    expect(res.status).toBe(400);
  });

  it('answers 4006 with the sign-in address to anonymous callers of researcher operations', async () => {
    const res = await callOp(t.app, 'getCenterSummary', { query: { language: 'en' } });
    expect(res.json.retcode).toBe(4006);
    expect(res.json.retmsg).toMatch(/^http:\/\/127\.0\.0\.1:8080\/v2\/home\?login=1&language=en$/);
  });

  it('answers 4003 to researchers calling staff operations, 4006 to anonymous ones', async () => {
    const asResearcher = await callOp(t.app, 'listAdminBugs', researcher);
    expect(asResearcher.json.retcode).toBe(4003);
    const asAnonymous = await callOp(t.app, 'listAdminBugs');
    expect(asAnonymous.json.retcode).toBe(4006);
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ retcode: 1002, retdata: null });
  });
});
