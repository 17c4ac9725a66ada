// The console's menu: one entry per screen, grouped. Paths are relative to /v2/admin; `match`
// is the path prefix that lights the entry (a report's review page lights the queue).
export interface ConsoleNavItem {
  key: string;
  path: string;
  match: string;
  /** The namespace holding the label `nav.<key>`: the shell's `admin` unless an area keeps its own. */
  ns?: string;
}

export interface ConsoleNavGroup {
  key: string;
  items: ConsoleNavItem[];
}

const item = (key: string, path: string, match = path): ConsoleNavItem => ({ key, path, match });
const areaItem = (ns: string, key: string, path: string): ConsoleNavItem => ({ ...item(key, path), ns });

export const consoleNav: ConsoleNavGroup[] = [
  {
    key: 'work',
    items: [item('dashboard', '/'), item('inbox', '/inbox'), item('bugs', '/bugs'), areaItem('adminDisclosures', 'disclosures', '/disclosures'), item('responses', '/responses')],
  },
  {
    key: 'content',
    items: [
      item('banners', '/content/banners'),
      item('announcements', '/content/announcements'),
      item('blogs', '/content/blogs'),
      item('blogCategories', '/content/blog-categories'),
      item('activities', '/content/activities'),
      item('gifts', '/content/gifts'),
      item('faq', '/content/faq'),
      item('coefficients', '/content/coefficients'),
      item('regulation', '/content/regulation'),
    ],
  },
  { key: 'orders', items: [item('orders', '/orders')] },
  {
    key: 'people',
    items: [item('users', '/users'), areaItem('adminPeople', 'realName', '/realname'), item('teams', '/teams'), item('testReports', '/test-reports'), item('messages', '/messages')],
  },
  { key: 'system', items: [item('settings', '/settings'), areaItem('adminWebhooks', 'webhooks', '/webhooks'), areaItem('adminAudit', 'audit', '/audit')] },
];

/** The namespaces the menu's labels come from (the layout loads them before it shows the menu). */
export const consoleNavNamespaces: string[] = ['admin', ...new Set(consoleNav.flatMap((g) => g.items.flatMap((i) => (i.ns ? [i.ns] : []))))];

/** The entry lit for a console path: the longest prefix that matches ('/' only for the dashboard). */
export function activeNavKey(path: string): string | null {
  let best: ConsoleNavItem | null = null;
  for (const group of consoleNav) {
    for (const entry of group.items) {
      const hit = entry.match === '/' ? path === '/' || path === '' : path === entry.match || path.startsWith(`${entry.match}/`);
      if (hit && (!best || entry.match.length > best.match.length)) best = entry;
    }
  }
  return best?.key ?? null;
}
