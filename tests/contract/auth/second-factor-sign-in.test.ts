// Sign-in with a second factor (docs/rules.md#second-factor): after the emailed code an account with
// two-factor sign-in on is only pending (the session is anonymous and can call nothing signed-in);
// an authenticator or recovery code then signs it in. The pending sign-in ends after 10 minutes.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../../server/src/db/schema';
import { anonymousSession, callOp, data, startTestApp, type Credentials, type TestApp } from '../harness';
import { codeAt, enrol, TestClock, wrongCodeAt, type Enrolled } from '../second-factor-kit';

const clock = new TestClock();
let t: TestApp;
let seq = 0;
beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
});
afterAll(() => t.close());
// Every injected request comes from one address: each test starts with its hourly budget of codes.
beforeEach(async () => {
  await t.db.update(verificationCodes).set({ ip: 'earlier-test' });
});

function mailedCode(email: string): string {
  const text = fs.readFileSync(path.join(t.dataDir, 'outbox.log'), 'utf8');
  const code = /\b(\d{6})\b/.exec(text.split(email).at(-1) ?? '')?.[1];
  if (!code) throw new Error(`no code for ${email}`);
  return code;
}

const credsOf = (res: Awaited<ReturnType<typeof callOp>>, before: Credentials): Credentials => {
  const cookie = res.cookies.find((c) => c.name === 'src_sid');
  return { cookies: { src_sid: cookie?.value ?? before.cookies.src_sid! }, headers: { 'x-csrf-token': data(res).token as string } };
};

/** A researcher with two-factor sign-in on, and an anonymous session that passed the emailed code. */
async function pendingSignIn(): Promise<{ email: string; enrolled: Enrolled; pending: Credentials; userId: number }> {
  seq += 1;
  const email = `two.factor.${seq}@example.org`;
  const userId = await t.createUser({ email });
  const enrolled = await enrol(t, await t.sessionAs(userId), clock);
  const anon = await anonymousSession(t.app);
  expect((await callOp(t.app, 'sendLoginCode', { ...anon, form: { email } })).json.retcode).toBe(0);
  const res = await callOp(t.app, 'emailLogin', { ...anon, form: { email, code: mailedCode(email) } });
  expect(res.json.retcode, res.json.retmsg).toBe(0);
  expect(data(res)).toMatchObject({ secondFactorRequired: true, expiresIn: 600 });
  expect(data(res).info).toBeUndefined();
  const pending = credsOf(res, anon);
  expect(pending.cookies.src_sid).not.toBe(anon.cookies.src_sid); // rotated already
  return { email, enrolled, pending, userId };
}

describe('sign-in with a second factor', () => {
  it('keeps the session signed out until the code: nothing signed-in answers', async () => {
    const { pending } = await pendingSignIn();
    expect((await callOp(t.app, 'getInfo', pending)).json.retcode).toBe(4004);
    for (const op of ['getProfile', 'getSecondFactor', 'getCenterSummary', 'listAdminUsers']) {
      expect((await callOp(t.app, op, pending)).json.retcode, op).toBe(4006);
    }
    expect((await callOp(t.app, 'verifyStepUp', { ...pending, form: { code: '123456' } })).json.retcode).toBe(4006);
    expect((await callOp(t.app, 'startSecondFactor', pending)).json.retcode).toBe(4006);
  });

  it('refuses a wrong code, then signs in with the authenticator code (a new session)', async () => {
    const { pending, enrolled, userId } = await pendingSignIn();
    const wrong = await callOp(t.app, 'verifySecondFactorLogin', { ...pending, form: { code: wrongCodeAt(enrolled.secret, clock.ms) } });
    expect(wrong.json.retcode).toBe(1004);
    const res = await callOp(t.app, 'verifySecondFactorLogin', { ...pending, form: { code: codeAt(enrolled.secret, clock.ms) } });
    expect(res.json.retcode, res.json.retmsg).toBe(0);
    expect(data(res).info).toMatchObject({ userId, role: 'researcher' });
    const signedIn = credsOf(res, pending);
    expect(signedIn.cookies.src_sid).not.toBe(pending.cookies.src_sid);
    expect((await callOp(t.app, 'getInfo', signedIn)).json.retcode).toBe(0);
    // The pending session is gone: its cookie and token are worth nothing.
    expect((await callOp(t.app, 'verifySecondFactorLogin', { ...pending, form: { code: codeAt(enrolled.secret, clock.ms + 30_000) } })).status).toBe(400);
    expect((await callOp(t.app, 'getInfo', pending)).json.retcode).toBe(4004);
    clock.advance(30_000);
  });

  it('signs in with a recovery code once', async () => {
    const first = await pendingSignIn();
    const code = first.enrolled.recoveryCodes[3]!;
    expect((await callOp(t.app, 'verifySecondFactorLogin', { ...first.pending, form: { code } })).json.retcode).toBe(0);
    // The same code on another sign-in of the account is refused.
    const anon = await anonymousSession(t.app);
    // Another emailed code for the address only comes 120 s after the last one (real time).
    await t.db.update(verificationCodes).set({ createdAt: new Date(Date.now() - 130_000) });
    expect((await callOp(t.app, 'sendLoginCode', { ...anon, form: { email: first.email } })).json.retcode).toBe(0);
    const again = await callOp(t.app, 'emailLogin', { ...anon, form: { email: first.email, code: mailedCode(first.email) } });
    const pending = credsOf(again, anon);
    expect((await callOp(t.app, 'verifySecondFactorLogin', { ...pending, form: { code } })).json.retcode).toBe(1004);
  });

  it('ends a pending sign-in after 10 minutes, and answers 1006 without one', async () => {
    const { pending, enrolled } = await pendingSignIn();
    clock.advance(10 * 60_000);
    const late = await callOp(t.app, 'verifySecondFactorLogin', { ...pending, form: { code: codeAt(enrolled.secret, clock.ms) } });
    expect(late.json).toMatchObject({ retcode: 1006, retmsg: '登录已过期，请重新获取邮箱验证码' });
    const anon = await anonymousSession(t.app);
    expect((await callOp(t.app, 'verifySecondFactorLogin', { ...anon, form: { code: '123456' } })).json.retcode).toBe(1006);
  });

  it('signs an account without a second factor in at the emailed code, as before', async () => {
    seq += 1;
    const email = `one.factor.${seq}@example.org`;
    const anon = await anonymousSession(t.app);
    await callOp(t.app, 'sendLoginCode', { ...anon, form: { email } });
    const res = await callOp(t.app, 'emailLogin', { ...anon, form: { email, code: mailedCode(email) } });
    expect(data(res).secondFactorRequired).toBeUndefined();
    expect((await callOp(t.app, 'getInfo', credsOf(res, anon))).json.retcode).toBe(0);
  });
});
