import { describe, expect, it } from 'vitest';
import { activeNavKey, consoleNav, consoleNavNamespaces } from './nav';

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
});
