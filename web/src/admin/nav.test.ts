import { describe, expect, it } from 'vitest';
import { activeNavKey, consoleNav, consoleNavNamespaces, navFor } from './nav';
import { rolesCan } from './components/useStaffCan';

describe('console menu', () => {
  it('lights the dashboard only on the console root', () => {
    expect(activeNavKey('/')).toBe('dashboard');
    expect(activeNavKey('/bugs')).toBe('bugs');
  });

  it('lights the queue on a report and a content list on its editor', () => {
    expect(activeNavKey('/bugs/42')).toBe('bugs');
    expect(activeNavKey('/content/blogs/new')).toBe('blogs');
    expect(activeNavKey('/content/blog-categories')).toBe('blogCategories');
  });

  it('lights nothing for an unknown path and has unique keys', () => {
    expect(activeNavKey('/nowhere')).toBeNull();
    const keys = consoleNav.flatMap((g) => g.items.map((i) => i.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lights the real-name review and loads the namespace of its label', () => {
    expect(activeNavKey('/realname')).toBe('realName');
    expect(consoleNavNamespaces).toEqual(['admin', 'adminDisclosures', 'adminPeople', 'adminStaff', 'adminWebhooks', 'adminAudit']);
  });

  it('lights the audit log', () => {
    expect(activeNavKey('/audit')).toBe('audit');
  });

  it('lights the disclosure review', () => {
    expect(activeNavKey('/disclosures')).toBe('disclosures');
  });

  it('shows each role the screens it may read, and everyone their own sign-in security', () => {
    const keys = (roles: string[]) => navFor((op) => rolesCan(roles, op)).flatMap((g) => g.items.map((i) => i.key));
    expect(keys(['owner'])).toEqual(consoleNav.flatMap((g) => g.items.map((i) => i.key)));
    const triager = keys(['triager']);
    expect(triager).toEqual(expect.arrayContaining(['dashboard', 'inbox', 'bugs', 'disclosures', 'responses', 'testReports', 'security']));
    expect(triager).not.toEqual(expect.arrayContaining(['settings']));
    expect(triager.filter((k) => ['settings', 'webhooks', 'staff', 'audit', 'orders', 'banners', 'users'].includes(k))).toEqual([]);
    expect(keys(['editor']).filter((k) => ['bugs', 'orders', 'settings'].includes(k))).toEqual([]);
    expect(keys(['fulfilment'])).toEqual(expect.arrayContaining(['orders', 'users', 'realName', 'gifts']));
    expect(keys(['viewer'])).toEqual(keys(['owner']));
  });
});
