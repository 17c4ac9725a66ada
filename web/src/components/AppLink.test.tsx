import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { AppLink, useAppNavigate } from './AppLink';

function GoButton({ to }: { to: string }) {
  const navigate = useAppNavigate();
  return <button onClick={() => navigate(to)}>go</button>;
}

describe('links keep the language value (docs/rules.md#screens-and-routes)', () => {
  it('adds language=en to a site link on an English page', () => {
    renderWithApp(<AppLink href="/blog/5">blog</AppLink>, { path: '/home', search: 'language=en' });
    expect(screen.getByText('blog').getAttribute('href')).toBe('/v2/blog/5?language=en');
  });

  it('keeps other query values and an explicit zh', () => {
    renderWithApp(<AppLink href="/reward/3?n=2">gift</AppLink>, { path: '/reward/list', search: 'language=zh' });
    expect(screen.getByText('gift').getAttribute('href')).toBe('/v2/reward/3?n=2&language=zh');
  });

  it('adds nothing when the page names no language, and leaves external links alone', () => {
    renderWithApp(
      <>
        <AppLink href="/announce/list">list</AppLink>
        <AppLink href="https://example.org/privacy">privacy</AppLink>
      </>,
      { path: '/home', search: '' },
    );
    expect(screen.getByText('list').getAttribute('href')).toBe('/v2/announce/list');
    expect(screen.getByText('privacy').getAttribute('href')).toBe('https://example.org/privacy');
  });

  it('keeps the language when following a link and when navigating from code', () => {
    const { location } = renderWithApp(
      <>
        <AppLink href="/activity/2">activity</AppLink>
        <GoButton to="/rank/list" />
      </>,
      { path: '/home', search: 'language=en' },
    );
    fireEvent.click(screen.getByText('activity'));
    fireEvent.click(screen.getByText('go'));
    expect(location.history.slice(-2)).toEqual(['/v2/activity/2?language=en', '/v2/rank/list?language=en']);
  });
});
