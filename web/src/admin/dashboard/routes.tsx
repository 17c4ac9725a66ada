// The console's dashboard screens (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';
import { $api, appQueryClient } from '../../lib/query';

const DashboardPage = lazyPage(() => import('./DashboardPage'), 'DashboardPage');

// The dashboard's largest paint waits on its one read and on the charts' code: both start with the
// session, not after render. Loaded only once the charts rendered, their chunk held the whole
// page's first paint (React reveals a page together with what suspends just after it).
export const routes: AppRoute[] = [
  {
    path: '/',
    component: DashboardPage,
    prefetch: () => Promise.all([appQueryClient.prefetchQuery($api.queryOptions('get', '/v2/admin/api/dashboard')), import('./DashboardChart')]),
  },
];
