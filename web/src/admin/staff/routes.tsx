// The console's staff screen (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const StaffPage = lazyPage(() => import('./StaffPage'), 'StaffPage');

export const routes: AppRoute[] = [{ path: '/staff', component: StaffPage }];
