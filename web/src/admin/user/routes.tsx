// The console's users screen (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const UsersPage = lazyPage(() => import('./UsersPage'), 'UsersPage');

export const routes: AppRoute[] = [{ path: '/users', component: UsersPage }];
