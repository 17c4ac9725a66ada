import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../lib/store';
import { signInModalAtom } from '../lib/ui';
import { consumeLoginQuery } from './startup';

afterEach(() => {
  appStore.set(signInModalAtom, false);
  window.history.replaceState(null, '', '/');
});

describe('the sign-in address (login=1)', () => {
  it('opens the sign-in popup in Chinese and leaves the page where it is', () => {
    window.history.replaceState(null, '', '/v2/blog/list?language=zh&login=1');
    consumeLoginQuery();
    expect(appStore.get(signInModalAtom)).toBe(true);
    expect(window.location.pathname + window.location.search).toBe('/v2/blog/list?language=zh');
  });

  it('shows the English sign-in instructions in English, where there is no popup', () => {
    window.history.replaceState(null, '', '/v2/home?login=1&language=en');
    consumeLoginQuery();
    expect(appStore.get(signInModalAtom)).toBe(false);
    expect(window.location.pathname + window.location.search).toBe('/v2/en/sign-in?language=en');
  });
});
