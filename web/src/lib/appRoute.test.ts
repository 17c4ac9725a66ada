import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadRoute, routeMatches, type AppRoute } from './appRoute';
import { createI18n } from './language/i18n';

describe('routes opened by address', () => {
  it('matches a path segment by segment, a :name taking any one', () => {
    expect(routeMatches('/', '/')).toBe(true);
    expect(routeMatches('/bugs', '/bugs')).toBe(true);
    expect(routeMatches('/bugs/:id', '/bugs/12')).toBe(true);
    expect(routeMatches('/bugs/:id', '/bugs')).toBe(false);
    expect(routeMatches('/bugs', '/bugs/12')).toBe(false);
    expect(routeMatches('/content/faq', '/content/blogs')).toBe(false);
  });

  it("starts loading the matching route's page once, and the same load serves its first render", async () => {
    const load = vi.fn(() => Promise.resolve({ ReviewPage: () => null }));
    const other = vi.fn(() => Promise.resolve({ QueuePage: () => null }));
    const routes: AppRoute[] = [
      { path: '/bugs', component: lazyPage(other, 'QueuePage') },
      { path: '/bugs/:id', component: lazyPage(load, 'ReviewPage') },
    ];
    expect(preloadRoute(routes, '/bugs/7')).toBe(routes[1]);
    await routes[1]!.component.preload!();
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(preloadRoute(routes, '/nowhere')).toBeUndefined();
  });
});

describe("the console's texts", () => {
  it('load every console namespace of the language with the first one asked for', async () => {
    const i18n = createI18n('en');
    await i18n.loadNamespaces(['admin']);
    expect(i18n.hasResourceBundle('en', 'admin')).toBe(true);
    await i18n.loadNamespaces(['adminBugs']);
    expect(i18n.t('queue.title', { ns: 'adminBugs' })).toBe('Report triage');
  });
});
