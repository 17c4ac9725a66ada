// Two-factor sign-in of an account (docs/rules.md#second-factor): enrolment, wrong codes, replay,
// the lock after 5 wrong codes, recovery codes (single use, replaced by regeneration) and turning
// it off. Codes are computed from the secret the API answers, on a clock the test moves.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, secondFactors } from '../../../server/src/db/schema';
import { callOp, data, startTestApp, type TestApp } from '../harness';
import { codeAt, enrol, TestClock, wrongCodeAt } from '../second-factor-kit';

const clock = new TestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
});
afterAll(() => t.close());

const status = async (who: Parameters<typeof callOp>[2]) => data(await callOp(t.app, 'getSecondFactor', who));

describe('enrolment', () => {
  it('answers a secret, its otpauth address and QR code, and turns on only with a right code', async () => {
    const ada = await t.newResearcher();
    expect(await status(ada)).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    const started = data(await callOp(t.app, 'startSecondFactor', ada));
    const secret = started.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUri).toContain(`secret=${secret}`);
    expect(started.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*algorithm=SHA1&digits=6&period=30/);
    const svg = Buffer.from((started.qrCode as string).split(',')[1]!, 'base64').toString();
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Started is not on: sign-in and step-up are unchanged until a code confirms it.
    expect((await status(ada)).enabled).toBe(false);

    const wrong = await callOp(t.app, 'confirmSecondFactor', { ...ada, form: { code: wrongCodeAt(secret, clock.ms) } });
    expect(wrong.json.retcode).toBe(1004);
    expect((await status(ada)).enabled).toBe(false);

    const confirmed = await callOp(t.app, 'confirmSecondFactor', { ...ada, form: { code: codeAt(secret, clock.ms) } });
    expect(confirmed.json.retcode, confirmed.json.retmsg).toBe(0);
    const codes = data(confirmed).recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await status(ada)).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    // Only salted hashes are kept.
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, ada.id));
    expect(stored).toHaveLength(10);
    const kept = JSON.stringify(stored);
    for (const code of codes) expect(kept).not.toContain(code.replace('-', ''));
    expect(new Set(stored.map((r) => r.salt)).size).toBe(10);
    // On: starting again is refused (turn it off first).
    expect((await callOp(t.app, 'startSecondFactor', ada)).json.retcode).toBe(1007);
    clock.advance(30_000);
  });

  it('refuses a confirmation with nothing started, and a code of a secret started again', async () => {
    const bob = await t.newResearcher();
    expect((await callOp(t.app, 'confirmSecondFactor', { ...bob, form: { code: '123456' } })).json.retcode).toBe(1006);
    const first = data(await callOp(t.app, 'startSecondFactor', bob)).secret as string;
    const second = data(await callOp(t.app, 'startSecondFactor', bob)).secret as string;
    expect(second).not.toBe(first);
    const oldCode = codeAt(first, clock.ms);
    // (Unless the new secret happens to give the same code: a one-in-a-few-hundred-thousand chance.)
    const collides = [-30_000, 0, 30_000].some((d) => codeAt(second, clock.ms + d) === oldCode);
    expect((await callOp(t.app, 'confirmSecondFactor', { ...bob, form: { code: oldCode } })).json.retcode).toBe(collides ? 0 : 1004);
  });

  it('accepts the code of the step before and after, not two steps away', async () => {
    const cy = await t.newResearcher();
    const { secret } = await enrol(t, cy, clock);
    clock.advance(30_000); // the step before now is one no code was used in
    const stepUp = (code: string) => callOp(t.app, 'verifyStepUp', { ...cy, form: { code } });
    expect((await stepUp(codeAt(secret, clock.ms - 30_000))).json.retcode).toBe(0);
    expect((await stepUp(codeAt(secret, clock.ms + 30_000))).json.retcode).toBe(0);
    const far = codeAt(secret, clock.ms + 90_000);
    const near = [-30_000, 0, 30_000].map((d) => codeAt(secret, clock.ms + d));
    if (!near.includes(far)) expect((await stepUp(far)).json.retcode).toBe(1004);
  });
});

describe('codes', () => {
  it('refuses a code already used in its step (replay), and takes the next step’s code', async () => {
    const dee = await t.newResearcher();
    const { secret } = await enrol(t, dee, clock);
    const code = codeAt(secret, clock.ms);
    expect((await callOp(t.app, 'verifyStepUp', { ...dee, form: { code } })).json.retcode).toBe(0);
    const replay = await callOp(t.app, 'verifyStepUp', { ...dee, form: { code } });
    expect(replay.json.retcode).toBe(1004);
    clock.advance(30_000);
    expect((await callOp(t.app, 'verifyStepUp', { ...dee, form: { code: codeAt(secret, clock.ms) } })).json.retcode).toBe(0);
  });

  it('locks the account’s second factor after 5 wrong codes, even against the right one, for 10 minutes', async () => {
    const eve = await t.newResearcher();
    const { secret } = await enrol(t, eve, clock);
    for (let i = 0; i < 5; i++) {
      const res = await callOp(t.app, 'verifyStepUp', { ...eve, form: { code: wrongCodeAt(secret, clock.ms) } });
      expect(res.json.retcode).toBe(1004);
    }
    const locked = await callOp(t.app, 'verifyStepUp', { ...eve, form: { code: codeAt(secret, clock.ms) } });
    expect(locked.json).toMatchObject({ retcode: 1003, retmsg: '验证码错误次数过多，请 600 秒后再试' });
    // Recovery codes are locked too.
    const [row] = await t.db.select().from(secondFactors).where(eq(secondFactors.userId, eve.id));
    expect(row!.lockedUntil!.getTime()).toBe(clock.ms + 600_000);
    clock.advance(9 * 60_000);
    expect((await callOp(t.app, 'verifyStepUp', { ...eve, form: { code: codeAt(secret, clock.ms) } })).json.retcode).toBe(1003);
    clock.advance(60_000);
    expect((await callOp(t.app, 'verifyStepUp', { ...eve, form: { code: codeAt(secret, clock.ms) } })).json.retcode).toBe(0);
    clock.advance(30_000);
  });

  it('takes each recovery code once, hyphen and case aside', async () => {
    const fay = await t.newResearcher();
    const { recoveryCodes: codes } = await enrol(t, fay, clock);
    const code = codes[0]!;
    expect((await callOp(t.app, 'verifyStepUp', { ...fay, form: { code: code.replace('-', '').toUpperCase() } })).json.retcode).toBe(0);
    expect((await callOp(t.app, 'verifyStepUp', { ...fay, form: { code } })).json.retcode).toBe(1004);
    expect(await status(fay)).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
    expect((await callOp(t.app, 'verifyStepUp', { ...fay, form: { code: codes[1]! } })).json.retcode).toBe(0);
    expect(await status(fay)).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it('replaces every recovery code on regeneration (with a current code); the old ones stop working', async () => {
    const gus = await t.newResearcher();
    const { secret, recoveryCodes: old } = await enrol(t, gus, clock);
    expect((await callOp(t.app, 'regenerateRecoveryCodes', { ...gus, form: { code: wrongCodeAt(secret, clock.ms) } })).json.retcode).toBe(1004);
    const res = await callOp(t.app, 'regenerateRecoveryCodes', { ...gus, form: { code: codeAt(secret, clock.ms) } });
    expect(res.json.retcode, res.json.retmsg).toBe(0);
    const fresh = data(res).recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => old.includes(c))).toEqual([]);
    expect((await callOp(t.app, 'verifyStepUp', { ...gus, form: { code: old[0]! } })).json.retcode).toBe(1004);
    expect((await callOp(t.app, 'verifyStepUp', { ...gus, form: { code: fresh[0]! } })).json.retcode).toBe(0);
    expect(await status(gus)).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('turns off with a right code only, removing the secret and the codes', async () => {
    const hal = await t.newResearcher();
    const { secret } = await enrol(t, hal, clock);
    expect((await callOp(t.app, 'disableSecondFactor', { ...hal, form: { code: wrongCodeAt(secret, clock.ms) } })).json.retcode).toBe(1004);
    expect((await status(hal)).enabled).toBe(true);
    const off = await callOp(t.app, 'disableSecondFactor', { ...hal, form: { code: codeAt(secret, clock.ms) } });
    expect(off.json.retcode, off.json.retmsg).toBe(0);
    expect(await status(hal)).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, hal.id))).toEqual([]);
    expect((await callOp(t.app, 'verifyStepUp', { ...hal, form: { code: codeAt(secret, clock.ms) } })).json.retcode).toBe(1006);
  });
});
