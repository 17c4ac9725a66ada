import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../lib/store';
import { notLoggedInAtom, showNotLoggedIn, signInModalAtom } from '../../lib/ui';
import { renderWithApp } from '../../test/render';
import { NotLoggedInNotice } from './NotLoggedInNotice';
import { SignInAction } from './SignInAction';

afterEach(() => {
  appStore.set(signInModalAtom, false);
  appStore.set(notLoggedInAtom, false);
});

describe('signing in, by language (docs/rules.md#product)', () => {
  it('opens the sign-in popup in Chinese', () => {
    renderWithApp(<SignInAction />, { lang: 'zh' });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(appStore.get(signInModalAtom)).toBe(true);
  });

  it('links to the English sign-in instructions in English, with no popup', () => {
    const { location } = renderWithApp(<SignInAction />, { lang: 'en', search: 'language=en' });
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(location.history.at(-1)).toBe('/v2/en/sign-in?language=en');
    expect(appStore.get(signInModalAtom)).toBe(false);
  });

  it("leads the English 'not logged in' notice to the instructions too", async () => {
    const { location } = renderWithApp(<NotLoggedInNotice />, { lang: 'en', search: 'language=en' });
    act(() => showNotLoggedIn());
    const dialog = await screen.findByRole('dialog', { name: 'Not logged in' }, { timeout: 5_000 });
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign in' }).find((b) => dialog.contains(b))!);
    await waitFor(() => expect(location.history.at(-1)).toBe('/v2/en/sign-in?language=en'), { timeout: 5_000 });
    expect(appStore.get(signInModalAtom)).toBe(false);
  }, 20_000);
});
