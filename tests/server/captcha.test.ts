// consumeCaptcha, which the bug and leave-message submissions call: wrong answer 1004, the right one
// in any case passes, and an answer works only once (wrong or right, the image is spent), also when
// two submits carry it at once; an expired one never passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousSession, startTestApp, type TestApp } from '../contract/harness';
import { eq } from 'drizzle-orm';
import { consumeCaptcha, randomCaptchaText, storeCaptcha, type CaptchaSlot } from '../../server/src/services/session/captcha';
import { sessions } from '../../server/src/db/schema';
import { sessionKey } from '../../server/src/infra/stores/session-store';

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

  it('passes one of two submits sent at once with the same image', async () => {
    const slot = await slotOfNewSession();
    await storeCaptcha(slot, 'Xy7k');
    const codes = await Promise.all([retcodeOf(consumeCaptcha(slot, 'Xy7k', 'zh')), retcodeOf(consumeCaptcha(slot, 'Xy7k', 'zh'))]);
    expect(codes.sort()).toEqual([0, 1004]);
  });

  it('refuses an answer past its expiry', async () => {
    const slot = await slotOfNewSession();
    await storeCaptcha(slot, 'Xy7k');
    await t.app.db
      .update(sessions)
      .set({ captchaExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sessionKey(slot.sessionToken!)));
    expect(await retcodeOf(consumeCaptcha(slot, 'Xy7k', 'zh'))).toBe(1004);
  });

  it('draws 4 unambiguous characters', () => {
    for (let i = 0; i < 50; i++) expect(randomCaptchaText()).toMatch(/^[a-hj-km-np-zA-HJ-NP-Z2-9]{4}$/);
  });
});
