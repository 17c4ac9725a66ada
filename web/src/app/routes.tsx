// Every route of the site: each feature's routes.tsx, collected here; then the not-found page.
// Another area adds itself by exporting `routes` from features/<area>/routes.tsx and listing it below.
import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { redirectTo } from '../components/layout/LangRedirect';
import { LoadingBlock } from '../components/feedback/StateBlocks';
import type { AppRoute } from '../lib/appRoute';
import { routes as accountRoutes } from '../features/account/routes';
import { routes as activityRoutes } from '../features/activity/routes';
import { routes as addressRoutes } from '../features/address/routes';
import { routes as announceRoutes } from '../features/announcement/routes';
import { routes as apiTokenRoutes } from '../features/apiToken/routes';
import { routes as blogRoutes } from '../features/blog/routes';
import { routes as bugRoutes } from '../features/bug/routes';
import { routes as configRoutes } from '../features/config/routes';
import { routes as disclosureRoutes } from '../features/disclosure/routes';
import { routes as enRoutes } from '../features/en/routes';
import { routes as homeRoutes } from '../features/home/routes';
import { routes as messageRoutes } from '../features/message/routes';
import { routes as noticeRoutes } from '../features/notice/routes';
import { routes as rankRoutes } from '../features/rank/routes';
import { routes as reportRoutes } from '../features/testReport/routes';
import { routes as rewardRoutes } from '../features/reward/routes';
import { routes as teamRoutes } from '../features/team/routes';
import { NoPermissionPage } from './pages/NoPermissionPage';
import { NotFoundPage } from './pages/NotFoundPage';

export const NO_PERMISSION_PATH = '/no-permission';

const shellRoutes: AppRoute[] = [
  { path: '/', component: redirectTo('/home') },
  { path: NO_PERMISSION_PATH, component: NoPermissionPage },
];

export const allRoutes: AppRoute[] = [
  ...shellRoutes,
  ...homeRoutes,
  ...announceRoutes,
  ...disclosureRoutes,
  ...blogRoutes,
  ...activityRoutes,
  ...rankRoutes,
  ...rewardRoutes,
  ...enRoutes,
  ...accountRoutes,
  ...configRoutes,
  ...noticeRoutes,
  ...addressRoutes,
  ...apiTokenRoutes,
  ...bugRoutes,
  ...messageRoutes,
  ...reportRoutes,
  ...teamRoutes,
];

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingBlock minH="60vh" />}>
      <Switch>
        {allRoutes.map((route) => (
          <Route key={route.path} path={route.path} component={route.component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
