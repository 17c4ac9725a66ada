// Single sign-on on a server without a provider (no OIDC_ISSUER): the site is told it is off, both
// browser steps land on the console's gate with `notConfigured`, and ssoRequiredForStaff cannot
// lock staff out of the email code. And the sign-ons under way (services/sso/sso-logins.ts): good
// once, for 10 minutes, in the session that started them. The flow against a real provider is
// tests/system/sso-oidc.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSsoAttempt, saveSsoLogin, SSO_LOGIN_TTL_MS, takeSsoLogin } from '../../../server/src/services/sso/sso-logins';
import { putSetting } from '../../../server/src/services/settings/settings';
import { anonymousSession, callOp, startTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('without a provider', () => {
  it('tells the site single sign-on is off', async () => {
    expect((await callOp(t.app, 'getSsoConfig', { query: { language: 'en' } })).json).toEqual({
      retcode: 0,
      retmsg: 'Successful operation',
      retdata: { enabled: false, name: null },
    });
  });

  it('sends both steps to the gate with the reason, in the language asked', async () => {
    const start = await callOp(t.app, 'startSso', { query: { language: 'en' } });
    expect([start.status, start.headers.location, start.headers['x-sso-failure']]).toEqual([302, '/v2/admin/?language=en&ssoError=notConfigured', 'notConfigured']);
    expect(start.headers['cache-control']).toBe('no-store');
    const callback = await callOp(t.app, 'finishSso', { query: { state: 'x', code: 'y' } });
    expect([callback.status, callback.headers.location]).toEqual([302, '/v2/admin/?language=zh&ssoError=notConfigured']);
  });

  it('lets staff sign in by email code even with ssoRequiredForStaff on', async () => {
    await putSetting(t.db, 'ssoRequiredForStaff', true);
    await t.createUser({ email: 'staff.only@corp.example', role: 'staff' });
    const anon = await anonymousSession(t.app);
    expect((await callOp(t.app, 'sendLoginCode', { ...anon, form: { email: 'staff.only@corp.example' } })).json.retcode).toBe(0);
    const code = /\b(\d{6})\b/.exec(fs.readFileSync(path.join(t.dataDir, 'outbox.log'), 'utf8').split('staff.only@corp.example').at(-1)!)![1]!;
    const res = await callOp(t.app, 'emailLogin', { ...anon, form: { email: 'staff.only@corp.example', code } });
    expect(res.json.retcode, res.json.retmsg).toBe(0);
  });
});

describe('a sign-on under way', () => {
  const NOW = new Date('2026-11-27T10:00:00Z');
  const later = (ms: number) => new Date(NOW.getTime() + ms);

  it('is taken once, in the session that started it, with its language', async () => {
    const attempt = newSsoAttempt();
    expect(attempt.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await saveSsoLogin(t.db, attempt, { sessionToken: 'a'.repeat(64), lang: 'en', now: NOW });
    expect(await takeSsoLogin(t.db, attempt.state, { sessionToken: 'a'.repeat(64), now: later(60_000) })).toEqual({ attempt, lang: 'en' });
    expect(await takeSsoLogin(t.db, attempt.state, { sessionToken: 'a'.repeat(64), now: later(60_000) })).toEqual({ attempt: null, lang: null });
  });

  it('is refused (and gone) after 10 minutes, and in another session', async () => {
    const stale = newSsoAttempt();
    await saveSsoLogin(t.db, stale, { sessionToken: 'a'.repeat(64), lang: 'zh', now: NOW });
    expect(await takeSsoLogin(t.db, stale.state, { sessionToken: 'a'.repeat(64), now: later(SSO_LOGIN_TTL_MS) })).toEqual({ attempt: null, lang: 'zh' });
    const carried = newSsoAttempt();
    await saveSsoLogin(t.db, carried, { sessionToken: 'a'.repeat(64), lang: 'zh', now: NOW });
    expect((await takeSsoLogin(t.db, carried.state, { sessionToken: 'b'.repeat(64), now: later(1000) })).attempt).toBeNull();
    expect((await takeSsoLogin(t.db, carried.state, { sessionToken: 'a'.repeat(64), now: later(1000) })).attempt).toBeNull();
  });
});
