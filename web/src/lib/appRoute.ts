// What a feature's routes.tsx exports: paths under /v2 and their (lazily loaded) pages.
import { lazy, type ComponentType } from 'react';

export type PageParams = Record<string, string | undefined>;
export type PageComponent = ComponentType<{ params: PageParams }> & { preload?: () => Promise<unknown> };

export interface AppRoute {
  path: string;
  component: PageComponent;
  /** Starts the page's first read, for a page opened by address whose largest paint waits on it. */
  prefetch?: () => Promise<unknown>;
}

/**
 * A page loaded on first visit, so each screen's code is its own chunk. `preload` starts that load
 * early (the page opened by address, before what renders it has loaded).
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): PageComponent {
  let loading: Promise<M> | undefined;
  const once = () => (loading ??= load());
  const page: PageComponent = lazy(async () => ({ default: (await once())[name] as PageComponent }));
  page.preload = once;
  return page;
}

/** Whether a route's path (segments, `:name` for any one) matches an address's path. */
export function routeMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/** Starts loading the page of the first route matching `path`, if it is a lazy one; returns the route. */
export function preloadRoute(routes: AppRoute[], path: string): AppRoute | undefined {
  const route = routes.find((r) => routeMatches(r.path, path));
  // A failed load is the page's to show, when it renders (React.lazy reads the same promise).
  route?.component.preload?.().catch(() => undefined);
  return route;
}
