// The console's own-account screen (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const SecurityPage = lazyPage(() => import('./SecurityPage'), 'SecurityPage');

export const routes: AppRoute[] = [{ path: '/security', component: SecurityPage }];
