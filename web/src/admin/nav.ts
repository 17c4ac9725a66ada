// The console's menu: one entry per screen, grouped. Paths are relative to /v2/admin; `match`
// is the path prefix that lights the entry (a report's review page lights the queue); `reads` is the
// operation the screen cannot show without, so a role that may not call it neither sees the entry
// nor opens the screen (none: a screen of one's own account, open to every role).
import type { StaffOperation } from '@generated/staff-roles';

export interface ConsoleNavItem {
  key: string;
  path: string;
  match: string;
  reads?: StaffOperation;
  /** The namespace holding the label `nav.<key>`: the shell's `admin` unless an area keeps its own. */
  ns?: string;
}

export interface ConsoleNavGroup {
  key: string;
  items: ConsoleNavItem[];
}

const item = (key: string, path: string, reads?: StaffOperation): ConsoleNavItem => ({ key, path, match: path, ...(reads ? { reads } : {}) });
const areaItem = (ns: string, key: string, path: string, reads?: StaffOperation): ConsoleNavItem => ({ ...item(key, path, reads), ns });

export const consoleNav: ConsoleNavGroup[] = [
  {
    key: 'work',
    items: [
      item('dashboard', '/', 'GET /v2/admin/api/dashboard'),
      item('inbox', '/inbox', 'GET /v2/admin/api/inbox'),
      item('bugs', '/bugs', 'GET /v2/admin/api/bug'),
      areaItem('adminDisclosures', 'disclosures', '/disclosures', 'GET /v2/admin/api/disclosure'),
      item('responses', '/responses', 'GET /v2/admin/api/common-response'),
      item('knownIssues', '/known-issues', 'GET /v2/admin/api/known-issue'),
    ],
  },
  {
    key: 'content',
    items: [
      item('banners', '/content/banners', 'GET /v2/admin/api/banner'),
      item('announcements', '/content/announcements', 'GET /v2/admin/api/announcement'),
      item('blogs', '/content/blogs', 'GET /v2/admin/api/blog/article'),
      item('blogCategories', '/content/blog-categories', 'GET /v2/admin/api/blog/category'),
      item('activities', '/content/activities', 'GET /v2/admin/api/activities'),
      item('gifts', '/content/gifts', 'GET /v2/admin/api/reward'),
      item('faq', '/content/faq', 'GET /v2/admin/api/faq'),
      item('coefficients', '/content/coefficients', 'GET /v2/admin/api/business-coefficient'),
      item('regulation', '/content/regulation', 'GET /v2/admin/api/config/regulation'),
    ],
  },
  { key: 'orders', items: [item('orders', '/orders', 'GET /v2/admin/api/trade')] },
  {
    key: 'people',
    items: [
      item('users', '/users', 'GET /v2/admin/api/user'),
      areaItem('adminPeople', 'realName', '/realname', 'GET /v2/admin/api/realname'),
      item('teams', '/teams', 'GET /v2/admin/api/team'),
      item('testReports', '/test-reports', 'GET /v2/admin/api/test-report'),
      item('messages', '/messages', 'GET /v2/admin/api/leave-message'),
    ],
  },
  {
    key: 'system',
    items: [
      areaItem('adminStaff', 'staff', '/staff', 'GET /v2/admin/api/staff'),
      // The rating dialog reads the settings too (every role may); the screen also shows the change log, which only owners and viewers read.
      item('settings', '/settings', 'GET /v2/admin/api/settings/log'),
      areaItem('adminWebhooks', 'webhooks', '/webhooks', 'GET /v2/admin/api/webhook'),
      areaItem('adminAudit', 'audit', '/audit', 'GET /v2/admin/api/audit'),
      item('security', '/security'),
    ],
  },
];

/** The namespaces the menu's labels come from (the layout loads them before it shows the menu). */
export const consoleNavNamespaces: string[] = ['admin', ...new Set(consoleNav.flatMap((g) => g.items.flatMap((i) => (i.ns ? [i.ns] : []))))];

/** The menu a member's roles may open: groups keep only the entries whose screen they may read. */
export function navFor(can: (operation: StaffOperation) => boolean): ConsoleNavGroup[] {
  return consoleNav.map((group) => ({ ...group, items: group.items.filter((entry) => !entry.reads || can(entry.reads)) })).filter((group) => group.items.length > 0);
}

/** The entry lit for a console path: the longest prefix that matches ('/' only for the dashboard). */
export function activeNavEntry(path: string): ConsoleNavItem | null {
  let best: ConsoleNavItem | null = null;
  for (const group of consoleNav) {
    for (const entry of group.items) {
      const hit = entry.match === '/' ? path === '/' || path === '' : path === entry.match || path.startsWith(`${entry.match}/`);
      if (hit && (!best || entry.match.length > best.match.length)) best = entry;
    }
  }
  return best;
}

export const activeNavKey = (path: string): string | null => activeNavEntry(path)?.key ?? null;
