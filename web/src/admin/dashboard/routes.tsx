// The console's dashboard screens (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';
import { $api, appQueryClient } from '../../lib/query';

const DashboardPage = lazyPage(() => import('./DashboardPage'), 'DashboardPage');

// The dashboard's largest paint waits on its one read: started with the session, not after render.
export const routes: AppRoute[] = [{ path: '/', component: DashboardPage, prefetch: () => appQueryClient.prefetchQuery($api.queryOptions('get', '/v2/admin/api/dashboard')) }];
