// Every console route: each area's routes.tsx (paths relative to /v2/admin), then the console's
// not-found page. An area adds itself by exporting `routes` and being listed here.
import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { LoadingBlock } from '../components/feedback/StateBlocks';
import type { AppRoute } from '../lib/appRoute';
import { routes as bugRoutes } from './bug/routes';
import { routes as contentRoutes } from './content/routes';
import { routes as dashboardRoutes } from './dashboard/routes';
import { routes as disclosureRoutes } from './disclosure/routes';
import { routes as inboxRoutes } from './inbox/routes';
import { routes as tradeRoutes } from './trade/routes';
import { routes as messageRoutes } from './message/routes';
import { routes as realNameRoutes } from './realName/routes';
import { routes as settingsRoutes } from './settings/routes';
import { routes as teamRoutes } from './team/routes';
import { routes as testReportRoutes } from './testReport/routes';
import { routes as userRoutes } from './user/routes';
import { routes as webhookRoutes } from './webhook/routes';
import { routes as auditRoutes } from './audit/routes';
import { ConsoleNotFound } from './layout/ConsoleNotFound';
import { routes as staffRoutes } from './staff/routes';
import { routes as securityRoutes } from './security/routes';
import { ConsoleForbidden } from './layout/ConsoleForbidden';
import { activeNavEntry } from './nav';
import { useStaffCan } from './components/useStaffCan';

export const consoleRoutes: AppRoute[] = [
  ...dashboardRoutes,
  ...inboxRoutes,
  ...bugRoutes,
  ...disclosureRoutes,
  ...contentRoutes,
  ...tradeRoutes,
  ...userRoutes,
  ...realNameRoutes,
  ...teamRoutes,
  ...testReportRoutes,
  ...messageRoutes,
  ...settingsRoutes,
  ...webhookRoutes,
  ...staffRoutes,
  ...securityRoutes,
  ...auditRoutes,
];

export function ConsoleRoutes() {
  const [path] = useLocation();
  const can = useStaffCan();
  // A screen a member's roles may not read (an address typed or kept from before a role change).
  const entry = activeNavEntry(path);
  if (entry?.reads && !can(entry.reads)) return <ConsoleForbidden />;
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
