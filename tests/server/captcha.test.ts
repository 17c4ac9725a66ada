// consumeCaptcha, which the bug and leave-message submissions call: wrong answer 1004, the right one
// in any case passes, and an answer works only once (wrong or right, the image is spent).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousSession, startTestApp, type TestApp } from '../contract/harness';
import { consumeCaptcha, randomCaptchaText, storeCaptcha, type CaptchaSlot } from '../../server/src/services/session/captcha';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function slotOfNewSession(): Promise<CaptchaSlot> {
  const anon = await anonymousSession(t.app);
  return { db: t.app.db, sessionToken: anon.cookies.src_sid! };
}

const retcodeOf = (p: Promise<unknown>) =>
  p.then(
    () => 0,
    (e: { retcode?: number }) => e.retcode,
  );

describe('consumeCaptcha', () => {
  it('refuses a wrong answer with 1004 and spends the image', async () => {
    const slot = await slotOfNewSession();
    await storeCaptcha(slot, 'Xy7k');
    expect(await retcodeOf(consumeCaptcha(slot, 'Xy7z', 'zh'))).toBe(1004);
    expect(await retcodeOf(consumeCaptcha(slot, 'Xy7k', 'zh'))).toBe(1004);
  });

  it('accepts the right answer in another case once', async () => {
    const slot = await slotOfNewSession();
    await storeCaptcha(slot, 'Xy7k');
    expect(await retcodeOf(consumeCaptcha(slot, 'xY7K', 'zh'))).toBe(0);
    expect(await retcodeOf(consumeCaptcha(slot, 'xY7K', 'zh'))).toBe(1004);
  });

  it('draws 4 unambiguous characters', () => {
    for (let i = 0; i < 50; i++) expect(randomCaptchaText()).toMatch(/^[a-hj-km-np-zA-HJ-NP-Z2-9]{4}$/);
  });
});
