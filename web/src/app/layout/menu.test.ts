import { describe, expect, it } from 'vitest';
import { currentSection, menuItems } from './menu';
import { shouldShowTop } from './TopButton';

const keys = (items: { key: string }[]) => items.map((i) => i.key);

describe('top bar menu (docs/rules.md#product, #screens-and-routes)', () => {
  it('shows the message board only to users with a nickname', () => {
    expect(keys(menuItems('zh', true))).toEqual(['home', 'submit', 'activities', 'ranks', 'blogs', 'rewards', 'announcements', 'messages']);
    expect(keys(menuItems('zh', false))).not.toContain('messages');
  });

  it('in English hides ranks, blogs and gifts and shows Q&A instead of messages', () => {
    expect(keys(menuItems('en', false))).toEqual(['home', 'submit', 'activities', 'announcements', 'qa']);
    expect(keys(menuItems('en', true))).toEqual(['home', 'submit', 'activities', 'announcements', 'qa']);
  });

  it('marks the section of the current path', () => {
    expect(currentSection('/blog/5')).toBe('blog');
    expect(currentSection('/')).toBe('home');
    // Q&A (English menu) is the public FAQ, lit on it and on no personal-centre page.
    const qa = menuItems('en', true).find((item) => item.key === 'qa');
    expect(qa?.href).toBe('/qa');
    expect(qa?.section).toBe(currentSection('/qa'));
    expect(qa?.section).not.toBe(currentSection('/user/qa'));
  });

  it('shows the Top button only beyond two viewport heights', () => {
    expect(shouldShowTop(1800, 900)).toBe(false);
    expect(shouldShowTop(1801, 900)).toBe(true);
  });
});
