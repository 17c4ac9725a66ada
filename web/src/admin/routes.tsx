// Every console route: each area's routes.tsx (paths relative to /v2/admin), then the console's
// not-found page. An area adds itself by exporting `routes` and being listed here.
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingBlock } from '../components/StateBlocks';
import type { AppRoute } from '../lib/appRoute';
import { routes as bugRoutes } from './bugs/routes';
import { routes as contentRoutes } from './content/routes';
import { routes as dashboardRoutes } from './dashboard/routes';
import { routes as disclosureRoutes } from './disclosures/routes';
import { routes as inboxRoutes } from './inbox/routes';
import { routes as orderRoutes } from './orders/routes';
import { routes as peopleRoutes } from './people/routes';
import { routes as settingsRoutes } from './settings/routes';
import { routes as webhookRoutes } from './webhooks/routes';
import { ConsoleNotFound } from './layout/ConsoleNotFound';

export const consoleRoutes: AppRoute[] = [
  ...dashboardRoutes,
  ...inboxRoutes,
  ...bugRoutes,
  ...disclosureRoutes,
  ...contentRoutes,
  ...orderRoutes,
  ...peopleRoutes,
  ...settingsRoutes,
  ...webhookRoutes,
];

export function ConsoleRoutes() {
  return (
    <Suspense fallback={<LoadingBlock minH="60vh" />}>
      <Switch>
        {consoleRoutes.map((route) => (
          <Route key={route.path} path={route.path} component={route.component} />
        ))}
        <Route component={ConsoleNotFound} />
      </Switch>
    </Suspense>
  );
}
