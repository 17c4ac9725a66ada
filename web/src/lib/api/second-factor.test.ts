// The data layer's side of the second factor: 4008 asks for a step-up once and sends the call
// again when it was given; 4007 tells the console staff must turn two-factor sign-in on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, navigation } from './result';

const envelope = (retcode: number, retdata: unknown = null) => ({ data: { retcode, retmsg: retcode ? 'refused' : 'ok', retdata }, response: new Response(null, { status: 200 }) });
const original = { ...navigation };
afterEach(() => Object.assign(navigation, original));

describe('step-up in the data layer (docs/rules.md#step-up)', () => {
  it('sends a call refused with 4008 again once the step-up was verified', async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce(envelope(4008))
      .mockResolvedValueOnce(envelope(0, { done: true }));
    navigation.stepUp = vi.fn().mockResolvedValue(true);
    expect(await call(send)).toEqual({ ok: true, data: { done: true } });
    expect(navigation.stepUp).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('answers the refusal when the step-up is cancelled, and asks only once per call', async () => {
    const send = vi.fn().mockResolvedValue(envelope(4008));
    navigation.stepUp = vi.fn().mockResolvedValue(false);
    expect(await call(send)).toMatchObject({ ok: false, retcode: 4008 });
    expect(send).toHaveBeenCalledTimes(1);
    navigation.stepUp = vi.fn().mockResolvedValue(true);
    expect(await call(send)).toMatchObject({ ok: false, retcode: 4008 });
    expect(send).toHaveBeenCalledTimes(3);
    expect(navigation.stepUp).toHaveBeenCalledTimes(1);
  });

  it('leaves 4008 to the page where no step-up is wired (the public site), and reports 4007', async () => {
    navigation.stepUp = null;
    navigation.secondFactorRequired = vi.fn();
    expect(await call(vi.fn().mockResolvedValue(envelope(4008)))).toMatchObject({ ok: false, retcode: 4008 });
    expect(await call(vi.fn().mockResolvedValue(envelope(4007)))).toMatchObject({ ok: false, retcode: 4007 });
    expect(navigation.secondFactorRequired).toHaveBeenCalledTimes(1);
  });
});
