import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type SessionUser, setSession } from '../../lib/session/session';
import { renderWithApp } from '../../test/render';
import { TopBar } from './TopBar';

// The top bar's menu button: on a phone it is the only way to the menu, the
// session and the language switch. jsdom applies no media query, so the wide bar's own menu is in
// the document too: every check looks inside the sheet.

const researcher = { nickname: 'Ada', portrait: '', hasNickname: true } as unknown as SessionUser;

function at(lang: 'zh' | 'en', path: string) {
  window.history.replaceState(null, '', `/v2${path}?language=${lang}`);
  return renderWithApp(<TopBar />, { lang, path: `/v2${path}`, search: `language=${lang}` });
}

async function openSheet(name: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
  // The sheet's code loads on the first opening.
  return screen.findByRole('dialog');
}

const linkNames = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('link')
    .map((a) => a.textContent);

afterEach(() => {
  act(() => setSession({ status: 'unknown' }));
  window.history.replaceState(null, '', '/');
});

describe('top bar menu on a narrow screen', { timeout: 20_000 }, () => {
  it('lists every menu entry, sign-in and the language switch for a Chinese visitor, and closes on navigation', async () => {
    setSession({ status: 'signedOut' });
    const { location } = at('zh', '/home');
    const button = screen.getByRole('button', { name: '打开菜单' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    const sheet = await openSheet('打开菜单');
    expect(within(sheet).getByText('菜单')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const nav = within(sheet).getByRole('navigation', { name: '主菜单' });
    expect(linkNames(nav)).toEqual(['首页', '提交漏洞', '挑战活动', '贡献榜', '博客', '礼品兑换', '公告']);
    expect(within(nav).getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    expect(within(sheet).getByRole('button', { name: '登录' })).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'English' }).getAttribute('href')).toContain('language=en');

    fireEvent.click(within(nav).getByRole('link', { name: '公告' }));
    expect(location.history.at(-1)).toBe('/v2/announce/list?language=zh');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('for an English researcher names the unread messages and reaches the personal centre, messages and sign-out', async () => {
    setSession({ status: 'signedIn', user: researcher, unread: 3 });
    const { location } = at('en', '/blog/list');
    const sheet = await openSheet('Open menu, 3 unread messages');
    expect(within(sheet).getByText('Menu')).toBeTruthy();
    // English hides ranks, blogs and gifts and shows Q&A (docs/rules.md#product).
    expect(linkNames(within(sheet).getByRole('navigation', { name: 'Main menu' }))).toEqual(['Home', 'Submit vulnerability', 'Challenges', 'Announcements', 'Q&A']);
    // Each link is named by what it shows (label in name): the count, then words for screen readers.
    expect(within(sheet).getByRole('link', { name: 'Messages 3 unread' }).getAttribute('href')).toBe('/v2/user/msgs?language=en');
    expect(within(sheet).getByRole('link', { name: 'Ada' })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: '中文' }).getAttribute('href')).toContain('language=zh');
    expect(within(sheet).queryByRole('button', { name: 'Sign in' })).toBeNull();

    fireEvent.click(within(sheet).getByRole('link', { name: 'Personal centre' }));
    expect(location.history.at(-1)).toBe('/v2/user/home?language=en');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives an English visitor no sign-in popup: a link to the English sign-in instructions, and Q&A on the public FAQ', async () => {
    setSession({ status: 'signedOut' });
    const { location } = at('en', '/home');
    const sheet = await openSheet('Open menu');
    const nav = within(sheet).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Q&A' }).getAttribute('href')).toBe('/v2/qa?language=en');
    expect(within(sheet).queryByRole('button', { name: 'Sign in' })).toBeNull();
    fireEvent.click(within(sheet).getByRole('link', { name: 'Sign in' }));
    expect(location.history.at(-1)).toBe('/v2/en/sign-in?language=en');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes when the entry chosen is the page already open, and on Escape', async () => {
    setSession({ status: 'signedOut' });
    at('zh', '/home');
    let sheet = await openSheet('打开菜单');
    fireEvent.click(within(sheet).getByRole('link', { name: '首页' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    sheet = await openSheet('打开菜单');
    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('top bar session links (WCAG 2.5.3 label in name)', () => {
  it('names the messages link by its visible words and count, with no aria-label hiding them', () => {
    setSession({ status: 'signedIn', user: researcher, unread: 2 });
    at('zh', '/user/home');
    // The strip of the wide bar (the sheet is closed): one messages link, named '消息 2 条未读'.
    const link = screen.getByRole('link', { name: '消息 2 条未读' });
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(link.textContent?.startsWith('消息 2')).toBe(true);
    expect(screen.getByRole('button', { name: '打开菜单，2 条未读消息' })).toBeTruthy();
  });
});
