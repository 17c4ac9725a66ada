// The graphic captcha: an SVG whose answer stays server-side in the session, a case-insensitive
// check that does not consume it, and a new drawing replacing the old answer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../server/src/db/schema';
import { sessionKey } from '../../../server/src/infra/stores/session-store';
import { anonymousSession, callOp, startTestApp, type TestApp } from '../harness';

let fixed: TestApp;
let random: TestApp;
beforeAll(async () => {
  fixed = await startTestApp({ CAPTCHA_TEST_ANSWER: 'Ab3d' });
  random = await startTestApp();
});
afterAll(async () => {
  await fixed.close();
  await random.close();
});

describe('captcha', () => {
  it('draws an SVG and checks the answer case-insensitively without consuming it', async () => {
    const anon = await anonymousSession(fixed.app);
    const img = await callOp(fixed.app, 'getCaptcha', anon);
    expect(img.status).toBe(200);
    expect(String(img.headers['content-type'])).toContain('image/svg+xml');
    expect(img.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(img.body).not.toContain('Ab3d');
    const wrong = await callOp(fixed.app, 'verifyCaptcha', { ...anon, form: { code: 'Ab3e' } });
    expect(wrong.json).toMatchObject({ retcode: 0, retdata: { result: false } });
    for (const code of ['aB3D', 'ab3d']) {
      const right = await callOp(fixed.app, 'verifyCaptcha', { ...anon, form: { code } });
      expect(right.json).toMatchObject({ retcode: 0, retdata: { result: true } });
    }
  });

  it('answers false when no captcha was drawn for the session', async () => {
    const anon = await anonymousSession(fixed.app);
    expect((await callOp(fixed.app, 'verifyCaptcha', { ...anon, form: { code: 'Ab3d' } })).json.retdata).toEqual({ result: false });
  });

  it('keeps a random answer server-side; a new drawing replaces it; another session cannot use it', async () => {
    const anon = await anonymousSession(random.app);
    await callOp(random.app, 'getCaptcha', anon);
    const answerOf = async () => {
      const [row] = await random.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sessionKey(anon.cookies.src_sid!)));
      return row!.captchaAnswer!;
    };
    const first = await answerOf();
    expect(first).toMatch(/^[A-Za-z2-9]{4}$/);
    expect((await callOp(random.app, 'verifyCaptcha', { ...anon, form: { code: first.toUpperCase() } })).json.retdata).toEqual({ result: true });
    const other = await anonymousSession(random.app);
    expect((await callOp(random.app, 'verifyCaptcha', { ...other, form: { code: first } })).json.retdata).toEqual({ result: false });
    let second = first;
    for (let i = 0; i < 5 && second.toLowerCase() === first.toLowerCase(); i++) {
      await callOp(random.app, 'getCaptcha', anon);
      second = await answerOf();
    }
    expect(second.toLowerCase()).not.toBe(first.toLowerCase());
    expect((await callOp(random.app, 'verifyCaptcha', { ...anon, form: { code: first } })).json.retdata).toEqual({ result: false });
  });

  it('refuses a check without the CSRF token (HTTP 400)', async () => {
    const anon = await anonymousSession(fixed.app);
    expect((await callOp(fixed.app, 'verifyCaptcha', { cookies: anon.cookies, form: { code: 'Ab3d' } })).status).toBe(400);
  });
});
