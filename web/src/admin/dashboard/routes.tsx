// The console's dashboard screens (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const DashboardPage = lazyPage(() => import('./DashboardPage'), 'DashboardPage');

export const routes: AppRoute[] = [{ path: '/', component: DashboardPage }];
