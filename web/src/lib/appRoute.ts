// What a feature's routes.tsx exports: paths under /v2 and their (lazily loaded) pages.
import { lazy, type ComponentType } from 'react';

export type PageParams = Record<string, string | undefined>;
export type PageComponent = ComponentType<{ params: PageParams }>;

export interface AppRoute {
  path: string;
  component: PageComponent;
}

/** A page loaded on first visit, so each screen's code is its own chunk. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): PageComponent {
  return lazy(async () => ({ default: (await load())[name] as PageComponent }));
}
