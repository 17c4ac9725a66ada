import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { loadSession, passportParams, startSessionRead } from './loadSession';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the start-up info call (docs/rules.md#calls)', () => {
  it("passes on the passport's ticket and error number from the page address", async () => {
    const api = stubApi().fail('/v2/api/info', 4004, 'not logged in');
    window.history.replaceState(null, '', '/v2/home?language=zh&stoken=abc123&errno=0');
    await loadSession();
    const sent = api.requests.find((url) => url.pathname === '/v2/api/info')!;
    expect(sent.searchParams.get('stoken')).toBe('abc123');
    expect(sent.searchParams.get('errno')).toBe('0');
  });

  it('sends neither when the address has none, a blank one or one too long for the contract', () => {
    expect(passportParams('?language=en')).toEqual({});
    expect(passportParams(`?stoken=%20&errno=${'9'.repeat(33)}`)).toEqual({});
  });
});

describe('the read started before the app has run', () => {
  it('answers the first loadSession without a second request; a later one reads afresh', async () => {
    const api = stubApi().fail('/v2/api/info', 4004, 'not logged in');
    const infoReads = () => api.requests.filter((url) => url.pathname === '/v2/api/info').length;
    startSessionRead();
    startSessionRead();
    expect(await loadSession()).toBe('signedOut');
    expect(infoReads()).toBe(1);
    expect(await loadSession()).toBe('signedOut');
    expect(infoReads()).toBe(2);
  });
});
