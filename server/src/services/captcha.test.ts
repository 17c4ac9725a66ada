// consumeCaptcha, which the bug and leave-message submissions call: wrong answer 1004, the right one
// in any case passes, and an answer works only once (wrong or right, the image is spent).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { anonymousSession, startTestApp, type TestApp } from '../../../tests/contract/harness';
import { Session } from '../plugins/session';
import { consumeCaptcha, randomCaptchaText, storeCaptcha } from './captcha';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function requestWithSession(): Promise<FastifyRequest> {
  const anon = await anonymousSession(t.app);
  const token = anon.cookies.src_sid!;
  const data = await t.app.sessions.store.get(token);
  return { server: t.app, session: new Session(token, data ?? null), query: {} } as unknown as FastifyRequest;
}

const retcodeOf = (p: Promise<unknown>) => p.then(() => 0, (e: { retcode?: number }) => e.retcode);

describe('consumeCaptcha', () => {
  it('refuses a wrong answer with 1004 and spends the image', async () => {
    const request = await requestWithSession();
    await storeCaptcha(request, 'Xy7k');
    expect(await retcodeOf(consumeCaptcha(request, 'Xy7z'))).toBe(1004);
    expect(await retcodeOf(consumeCaptcha(request, 'Xy7k'))).toBe(1004);
  });

  it('accepts the right answer in another case once', async () => {
    const request = await requestWithSession();
    await storeCaptcha(request, 'Xy7k');
    expect(await retcodeOf(consumeCaptcha(request, 'xY7K'))).toBe(0);
    expect(await retcodeOf(consumeCaptcha(request, 'xY7K'))).toBe(1004);
  });

  it('draws 4 unambiguous characters', () => {
    for (let i = 0; i < 50; i++) expect(randomCaptchaText()).toMatch(/^[a-hj-km-np-zA-HJ-NP-Z2-9]{4}$/);
  });
});
