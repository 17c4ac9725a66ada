// Staff and the second factor (docs/rules.md#second-factor, #step-up): while the setting requires it
// (its default), staff operations answer 4007 until the staff member turns it on, and it cannot be
// turned off; the sensitive operations need a second factor proved in the last 10 minutes (4008),
// which verifyStepUp refreshes. Without a second factor, and not required, step-up passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOp, data, startTestApp, type TestApp } from '../harness';
import { codeAt, enrol, TestClock } from '../second-factor-kit';

const clock = new TestClock();
let required: TestApp;
let optional: TestApp;
beforeAll(async () => {
  required = await startTestApp({}, { now: clock.now, staffSecondFactor: true });
  optional = await startTestApp({}, { now: clock.now });
});
afterAll(async () => {
  await required.close();
  await optional.close();
});

describe('staff must have a second factor (the default)', () => {
  it('answers 4007 to staff operations until enrolled, then lets them through; it cannot be turned off', async () => {
    const t = required;
    const boss = await t.newResearcher({ role: 'staff' });
    expect(data(await callOp(t.app, 'getSecondFactor', boss))).toEqual({ enabled: false, recoveryCodesLeft: 0, required: true });
    for (const op of ['listAdminUsers', 'getAdminSettings']) {
      const res = await callOp(t.app, op, boss);
      expect(res.json).toMatchObject({ retcode: 4007, retmsg: '请先开启两步验证' });
    }
    // A researcher is refused as before (4003), not asked to enrol.
    const ada = await t.newResearcher();
    expect((await callOp(t.app, 'listAdminUsers', ada)).json.retcode).toBe(4003);

    const { secret } = await enrol(t, boss, clock);
    expect((await callOp(t.app, 'listAdminUsers', boss)).json.retcode).toBe(0);
    const settings = data(await callOp(t.app, 'getAdminSettings', boss)).settings as { staffSecondFactorRequired: boolean };
    expect(settings.staffSecondFactorRequired).toBe(true);
    const off = await callOp(t.app, 'disableSecondFactor', { ...boss, form: { code: codeAt(secret, clock.ms) } });
    expect(off.json).toMatchObject({ retcode: 1006, retmsg: '工作人员须保持两步验证开启' });
    expect(data(await callOp(t.app, 'getSecondFactor', boss))).toMatchObject({ enabled: true, required: true });
  });
});

describe('step-up', () => {
  it('passes right after enrolling, answers 4008 once 10 minutes passed, and passes again after verifyStepUp', async () => {
    const t = required;
    const boss = await t.newResearcher({ role: 'staff' });
    const ada = await t.newResearcher();
    const { secret } = await enrol(t, boss, clock);
    const promote = () => callOp(t.app, 'setUserRole', { ...boss, params: { id: ada.id }, form: { role: 'researcher' } });
    expect((await promote()).json.retcode).toBe(0);
    clock.advance(9 * 60_000);
    expect((await promote()).json.retcode).toBe(0);
    clock.advance(60_000);
    expect((await promote()).json).toMatchObject({ retcode: 4008, retmsg: '请再次验证身份' });
    // Operations without step-up are not affected.
    expect((await callOp(t.app, 'listAdminUsers', boss)).json.retcode).toBe(0);
    const verified = await callOp(t.app, 'verifyStepUp', { ...boss, form: { code: codeAt(secret, clock.ms) } });
    expect(verified.json).toMatchObject({ retcode: 0, retdata: { validFor: 600 } });
    expect((await promote()).json.retcode).toBe(0);
    expect((await callOp(t.app, 'changeUserCoins', { ...boss, params: { id: ada.id }, form: { amount: 5, reason: '活动奖励' } })).json.retcode).toBe(0);
    clock.advance(30_000);
  });

  it('asks a new session of an enrolled account to step up at once (the proof is per session)', async () => {
    const t = required;
    const boss = await t.newResearcher({ role: 'staff' });
    await enrol(t, boss, clock);
    const elsewhere = await t.sessionAs(boss.id);
    expect((await callOp(t.app, 'runMonthlyPrize', { ...elsewhere, form: { month: '2026-02' } })).json.retcode).toBe(4008);
    expect((await callOp(t.app, 'updateAdminSettings', { ...elsewhere, form: { urgeAfterDays: 5 } })).json.retcode).toBe(4008);
    expect((await callOp(t.app, 'updateAdminSettings', { ...boss, form: { urgeAfterDays: 5 } })).json.retcode).toBe(0);
  });

  it('lets staff without a second factor through while it is not required (nothing to step up with)', async () => {
    const t = optional;
    const boss = await t.newResearcher({ role: 'staff' });
    const ada = await t.newResearcher();
    expect(data(await callOp(t.app, 'getSecondFactor', boss))).toMatchObject({ enabled: false, required: false });
    expect((await callOp(t.app, 'setUserRole', { ...boss, params: { id: ada.id }, form: { role: 'researcher' } })).json.retcode).toBe(0);
    // A researcher has no step-up (1006 with nothing to step up with).
    expect((await callOp(t.app, 'verifyStepUp', { ...ada, form: { code: '123456' } })).json.retcode).toBe(1006);
  });

  it('turning the setting on and off is itself a step-up operation, logged like every rule', async () => {
    const t = optional;
    const boss = await t.newResearcher({ role: 'staff' });
    const saved = await callOp(t.app, 'updateAdminSettings', { ...boss, form: { staffSecondFactorRequired: true } });
    expect(data(saved).changed).toEqual(['staffSecondFactorRequired']);
    // Now required: staff without it are asked to enrol, the setting included.
    expect((await callOp(t.app, 'updateAdminSettings', { ...boss, form: { staffSecondFactorRequired: false } })).json.retcode).toBe(4007);
  });
});
