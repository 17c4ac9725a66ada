// The console's inbox screens (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const InboxPage = lazyPage(() => import('./InboxPage'), 'InboxPage');

export const routes: AppRoute[] = [{ path: '/inbox', component: InboxPage }];
