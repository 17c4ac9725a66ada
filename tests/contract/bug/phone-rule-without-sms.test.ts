// In production a phone code can only reach a phone through SMS_URL. Without it
// the "reports need a bound phone" rule is treated as off (or nobody could ever submit a report) and
// a phone code is refused with a reason; with it the rule holds as configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOp, startTestApp, type TestApp, type Who } from '../harness';

const REPORT = { name: '越权', level: 2, mainType: 3, subType: 301, link: 'https://www.example.com/', detail: '<p>步骤</p>', captcha: 'zzzz' };

async function submit(t: TestApp, who: Who) {
  await callOp(t.app, 'getCaptcha', who);
  // The phone rule is checked before the captcha: a wrong captcha (1004) means the rule let it by.
  return (await callOp(t.app, 'submitBug', { ...who, form: REPORT })).json;
}

describe('production without SMS_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('lets a researcher without a phone report (the rule is forced off, though the setting says on)', async () => {
    const noPhone = await t.newResearcher({ phone: null });
    expect((await submit(t, noPhone)).retcode).toBe(1004);
    // The form is told so too: it offers no binding that could not work.
    expect((await callOp(t.app, 'getBugRequirements', noPhone)).json.retdata).toEqual({ phoneRequired: false });
  });

  it('refuses to send a phone code, saying why', async () => {
    const who = await t.newResearcher({ phone: null });
    const res = await callOp(t.app, 'sendPhoneCode', { ...who, query: { language: 'en' }, form: { phone: '+8613800138001' } });
    expect([res.json.retcode, res.json.retmsg]).toEqual([1006, 'Phone binding is not available: no text-message gateway is configured']);
  });
});

describe('production with SMS_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production', SMS_URL: 'http://127.0.0.1:1/sms' });
  });
  afterAll(() => t.close());

  it('keeps the rule: no phone, no report (4005)', async () => {
    const noPhone = await t.newResearcher({ phone: null });
    expect((await submit(t, noPhone)).retcode).toBe(4005);
  });
});
