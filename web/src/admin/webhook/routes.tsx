// The console's webhooks screen (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const WebhooksPage = lazyPage(() => import('./WebhooksPage'), 'WebhooksPage');

export const routes: AppRoute[] = [{ path: '/webhooks', component: WebhooksPage }];
