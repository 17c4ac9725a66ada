// Email-code sign-in, session info, logout and the staff check, with their abuse cases: wrong-try
// limit, single use, expiry, resend delay, CSRF, the old cookie after logout, and the new accounts
// one address may open. The per-IP and per-email hourly caps of codes are proven in
// server/src/services/session/verification-codes.test.ts; the windows of new accounts in
// server/src/plugins/external/hardening.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../../../server/src/db/schema';
import { anonymousSession, callOp, startTestApp, type Credentials, type TestApp } from '../harness';

let t: TestApp;
let seq = 0;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
// Every injected request comes from 127.0.0.1: each test starts with that address's hourly budget
// unused, by moving earlier codes to another address.
beforeEach(async () => {
  await t.db.update(verificationCodes).set({ ip: 'earlier-test' });
});

function fresh() {
  seq += 1;
  return { email: `Person.${seq}@Example.org` };
}

function lastCode(email: string): string {
  const text = fs.readFileSync(path.join(t.dataDir, 'outbox.log'), 'utf8');
  const blocks = text.split(email.toLowerCase()).slice(1);
  const code = /\b(\d{6})\b/.exec(blocks.at(-1) ?? '')?.[1];
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

async function sendCode(anon: Credentials, email: string) {
  return callOp(t.app, 'sendLoginCode', { form: { email }, ...anon });
}

async function login(anon: Credentials, email: string, code: string) {
  return callOp(t.app, 'emailLogin', { form: { email, code }, ...anon });
}

function wrong(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

function credsFrom(res: Awaited<ReturnType<typeof login>>): Credentials {
  const cookie = res.cookies.find((c) => c.name === 'src_sid');
  if (!cookie) throw new Error('no session cookie');
  return { cookies: { src_sid: cookie.value }, headers: { 'x-csrf-token': (res.json.retdata as { token: string }).token } };
}

describe('email-code sign-in', () => {
  it('sends a code, signs in (creating the account), reports the session, and logs out', async () => {
    const { email } = fresh();
    const anon = await anonymousSession(t.app);
    const sent = await sendCode(anon, email);
    expect(sent.json).toMatchObject({ retcode: 0, retdata: { resendAfter: 120 } });
    const code = lastCode(email);
    const res = await login(anon, email, code);
    expect(res.json.retcode).toBe(0);
    const data = res.json.retdata as { token: string; info: { userId: number; nickname: string; hasNickname: boolean; role: string } };
    expect(data.info).toMatchObject({ nickname: `person.${seq}`, hasNickname: false, role: 'researcher' });
    // The session was rotated: a new cookie and a new CSRF token.
    const creds = credsFrom(res);
    expect(creds.cookies.src_sid).not.toBe(anon.cookies.src_sid);
    expect(data.token).not.toBe(anon.headers['x-csrf-token']);
    const [row] = await t.db.select().from(users).where(eq(users.id, data.info.userId));
    expect(row?.email).toBe(email.toLowerCase());
    // The code is stored hashed, never in clear.
    const codes = await t.db.select().from(verificationCodes).where(eq(verificationCodes.target, email.toLowerCase()));
    expect(codes.every((c) => !c.codeHash.includes(code))).toBe(true);

    const info = await callOp(t.app, 'getInfo', creds);
    expect(info.json).toMatchObject({ retcode: 0, retdata: { language: 'zh', unread: 0, token: data.token, info: { userId: data.info.userId } } });
    const en = await callOp(t.app, 'getInfo', { ...creds, query: { language: 'en' } });
    expect(en.json).toMatchObject({ retcode: 0, retdata: { language: 'en' } });

    const out = await callOp(t.app, 'logout', creds);
    expect(out.json.retcode).toBe(0);
    // The old cookie is dead: it reads as signed out and cannot log out again.
    expect((await callOp(t.app, 'getInfo', creds)).json.retcode).not.toBe(0);
    expect((await callOp(t.app, 'logout', creds)).json.retcode).not.toBe(0);
  });

  it('signs an existing account in without creating another', async () => {
    const id = await t.createUser({ email: 'known@example.org', nickname: 'Known' });
    const anon = await anonymousSession(t.app);
    await sendCode(anon, 'known@example.org');
    const res = await login(anon, 'KNOWN@example.org', lastCode('known@example.org'));
    expect(res.json).toMatchObject({ retcode: 0, retdata: { info: { userId: id, nickname: 'Known', hasNickname: true } } });
  });

  it('refuses a sixth try even with the right code', async () => {
    const { email } = fresh();
    const anon = await anonymousSession(t.app);
    await sendCode(anon, email);
    const code = lastCode(email);
    for (let i = 0; i < 5; i++) expect((await login(anon, email, wrong(code))).json.retcode).toBe(1004);
    const sixth = await login(anon, email, code);
    expect(sixth.json.retcode).toBe(1004);
    expect(sixth.json.retmsg).toContain('次数过多');
  });

  it('accepts the right code after four wrong ones', async () => {
    const { email } = fresh();
    const anon = await anonymousSession(t.app);
    await sendCode(anon, email);
    const code = lastCode(email);
    for (let i = 0; i < 4; i++) expect((await login(anon, email, wrong(code))).json.retcode).toBe(1004);
    expect((await login(anon, email, code)).json.retcode).toBe(0);
  });

  it('refuses a code used once already', async () => {
    const { email } = fresh();
    const anon = await anonymousSession(t.app);
    await sendCode(anon, email);
    const code = lastCode(email);
    expect((await login(anon, email, code)).json.retcode).toBe(0);
    const again = await anonymousSession(t.app);
    expect((await login(again, email, code)).json.retcode).toBe(1004);
  });

  it('refuses an expired code', async () => {
    const { email } = fresh();
    const anon = await anonymousSession(t.app);
    await sendCode(anon, email);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, email.toLowerCase()));
    expect((await login(anon, email, lastCode(email))).json.retcode).toBe(1004);
  });

  it('refuses a code for another email', async () => {
    const a = fresh();
    const b = fresh();
    const anon = await anonymousSession(t.app);
    await sendCode(anon, a.email);
    await sendCode(anon, b.email);
    expect((await login(anon, b.email, lastCode(a.email))).json.retcode).toBe(1004);
  });

  it('refuses a resend before 120 s and says how long to wait; a new code replaces the old one', async () => {
    const { email } = fresh();
    const anon = await anonymousSession(t.app);
    await sendCode(anon, email);
    const first = lastCode(email);
    const early = await sendCode(anon, email);
    expect(early.json.retcode).toBe(1003);
    expect(early.json.retmsg).toMatch(/请在 1[12]\d 秒后/);
    const en = await callOp(t.app, 'sendLoginCode', { form: { email }, ...anon, query: { language: 'en' } });
    expect(en.json.retmsg).toMatch(/wait 1[12]\d seconds/);
    // Pretend the first code is 121 s old: a new one may be sent and the old one no longer works.
    await t.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 121_000) })
      .where(eq(verificationCodes.target, email.toLowerCase()));
    expect((await sendCode(anon, email)).json.retcode).toBe(0);
    const second = lastCode(email);
    if (second !== first) expect((await login(anon, email, first)).json.retcode).toBe(1004);
    expect((await login(anon, email, second)).json.retcode).toBe(0);
  });

  it('answers 1001 naming the field for a malformed email', async () => {
    const anon = await anonymousSession(t.app);
    const res = await sendCode(anon, 'not-an-email');
    expect(res.json.retcode).toBe(1001);
    expect(res.json.retmsg).toContain('email');
  });

  it('refuses sign-in calls without or with a wrong CSRF token (HTTP 400)', async () => {
    const anon = await anonymousSession(t.app);
    const none = await callOp(t.app, 'sendLoginCode', { form: { email: 'csrf@example.org' }, cookies: anon.cookies });
    expect(none.status).toBe(400);
    const bad = await callOp(t.app, 'emailLogin', { form: { email: 'csrf@example.org', code: '123456' }, cookies: anon.cookies, headers: { 'x-csrf-token': 'f'.repeat(64) } });
    expect(bad.status).toBe(400);
  });
});

describe('new accounts per address', () => {
  it('refuses a new account past SIGNUPS_PER_IP_PER_HOUR (1003, nothing created) but signs in an existing one', async () => {
    const remoteAddress = '203.0.113.9';
    const from = async (email: string, language = 'en') => {
      const anon = await anonymousSession(t.app);
      expect((await callOp(t.app, 'sendLoginCode', { ...anon, form: { email }, remoteAddress })).json.retcode).toBe(0);
      return callOp(t.app, 'emailLogin', { ...anon, query: { language }, form: { email, code: lastCode(email) }, remoteAddress });
    };
    const existing = fresh().email;
    expect((await from(existing)).json.retcode).toBe(0);
    // The rest of the hour's allowance (10 by default), used up as other sign-ups from there would.
    for (let i = 1; i < 10; i++) expect(await t.app.signupGate(remoteAddress)).toBe(true);

    const { email } = fresh();
    expect((await from(email)).json).toEqual({ retcode: 1003, retmsg: 'Too many new accounts from this network; please try again later', retdata: null });
    expect(await t.db.select().from(users).where(eq(users.email, email.toLowerCase()))).toEqual([]);
    const zh = fresh().email;
    expect((await from(zh, 'zh')).json.retmsg).toBe('此网络新注册的账号过多，请稍后再试');
    // Signing in again is not opening an account; another address may still open one. (The codes
    // are moved an hour back, past the delay between two codes of one email.)
    await t.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 3_600_000) });
    expect((await from(existing)).json.retcode).toBe(0);
    const anon = await anonymousSession(t.app);
    expect((await sendCode(anon, email)).json.retcode).toBe(0);
    expect((await login(anon, email, lastCode(email))).json.retcode).toBe(0);
  });
});

describe('checkStaff', () => {
  it('gives staff their email and the intranet address (by default the staff console), everyone else null', async () => {
    const staffId = await t.createUser({ email: 'boss@corp.example', role: 'staff' });
    const staff = await t.sessionAs(staffId);
    const intranet = `${t.app.config.publicUrl}/v2/admin/`;
    expect((await callOp(t.app, 'checkStaff', staff)).json.retdata).toEqual({ uuap_email: 'boss@corp.example', intranet });
    const researcher = await t.newResearcher();
    expect((await callOp(t.app, 'checkStaff', researcher)).json.retdata).toEqual({ uuap_email: null, intranet: null });
    expect((await callOp(t.app, 'checkStaff')).json.retdata).toEqual({ uuap_email: null, intranet: null });
  });
});
