// The top bar's menu (docs/rules.md#screens-and-routes (shared layout)): the English mode hides the ranking, blog and gift
// lists and shows a Q&A link instead of the message board (docs/rules.md#product); the message link shows only
// to users with a nickname, or in English.
import type { Lang } from '../../lib/language/language';

export interface MenuItem {
  key: string;
  href: string;
  /** First path segment that marks the item as current. */
  section: string;
}

const ALL: MenuItem[] = [
  { key: 'home', href: '/home', section: 'home' },
  { key: 'submit', href: '/loophole/create', section: 'loophole' },
  { key: 'activities', href: '/activity/list', section: 'activity' },
  { key: 'ranks', href: '/rank/list', section: 'rank' },
  { key: 'blogs', href: '/blog/list', section: 'blog' },
  { key: 'rewards', href: '/reward/list', section: 'reward' },
  { key: 'announcements', href: '/announce/list', section: 'announce' },
];

const MESSAGES: MenuItem = { key: 'messages', href: '/message/create', section: 'message' };
// The public FAQ: the personal centre's one needs a sign-in, which English visitors do not get here.
const QA: MenuItem = { key: 'qa', href: '/qa', section: 'qa' };
const HIDDEN_IN_ENGLISH = new Set(['ranks', 'blogs', 'rewards']);

export function menuItems(lang: Lang, hasNickname: boolean): MenuItem[] {
  if (lang === 'en') return [...ALL.filter((item) => !HIDDEN_IN_ENGLISH.has(item.key)), QA];
  return hasNickname ? [...ALL, MESSAGES] : ALL;
}

/** The menu section of a path: its first segment (the personal centre belongs to no menu item). */
export function currentSection(path: string): string {
  return path.split('/').filter(Boolean)[0] ?? 'home';
}
