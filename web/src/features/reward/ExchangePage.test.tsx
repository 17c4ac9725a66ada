import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../lib/store';
import { setSession } from '../../lib/session/session';
import { signInModalAtom } from '../../lib/ui';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { ExchangePage } from './ExchangePage';

afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ status: 'unknown' });
  appStore.set(signInModalAtom, false);
});

const mug = { id: 3, name: 'Mug', pic: '', price: 50, num: 4, type: 'custom' as const, area: 'custom' as const, description: '<p>A mug.</p>', maxPerExchange: 10 };

describe('the exchange page for a visitor', () => {
  it('in English leads to the English sign-in instructions instead of opening the sign-in popup', async () => {
    setSession({ status: 'signedOut' });
    stubApi().get('/v2/api/reward/{id}', { reward: mug });
    const { location } = renderWithApp(<ExchangePage params={{ id: '3' }} />, { lang: 'en', path: '/v2/reward/3', search: 'n=1&language=en' });
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in' }, { timeout: 5_000 }));
    expect(location.history.at(-1)).toBe('/v2/en/sign-in?language=en');
    expect(appStore.get(signInModalAtom)).toBe(false);
  }, 20_000);
});
