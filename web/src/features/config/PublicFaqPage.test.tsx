import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session/session';
import { stubApi } from '../../test/apiStub';
import { renderWithApp } from '../../test/render';
import { PublicFaqPage } from './PublicFaqPage';

afterEach(() => {
  vi.unstubAllGlobals();
  setSession({ status: 'unknown' });
});

describe('the public Q&A page (the English menu)', () => {
  it('shows the FAQ to a visitor without sign-in, and points an English visitor to the sign-in instructions', async () => {
    setSession({ status: 'signedOut' });
    stubApi().get('/v2/api/faq', { faqs: [{ id: 1, question: 'How are reports rewarded?', answer: '<p>In safe coins.</p>' }] });
    renderWithApp(<PublicFaqPage />, { lang: 'en', path: '/v2/qa', search: 'language=en' });
    expect(await screen.findByText('How are reports rewarded?', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'FAQ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How do I sign in? (English sign-in instructions)' }).getAttribute('href')).toBe('/v2/en/sign-in?language=en');
  }, 20_000);
});
