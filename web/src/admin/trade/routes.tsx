// The console's orders screens (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const OrdersPage = lazyPage(() => import('./OrdersPage'), 'OrdersPage');

export const routes: AppRoute[] = [{ path: '/orders', component: OrdersPage }];
