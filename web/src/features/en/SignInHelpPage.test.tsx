import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { SignInHelpPage } from './SignInHelpPage';

describe('the English sign-in instructions', () => {
  it('names the steps and leads to the Chinese site with its sign-in open', () => {
    renderWithApp(<SignInHelpPage />, { lang: 'en', path: '/v2/en/sign-in', search: 'language=en' });
    expect(screen.getByRole('heading', { name: 'Signing in' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText(/choose 获取验证码 \(get code\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the sign-in (Chinese site)' }).getAttribute('href')).toBe('/v2/home?language=zh&login=1');
  });
});
