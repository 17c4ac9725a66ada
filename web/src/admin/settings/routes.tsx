// The console's settings screens (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const SettingsPage = lazyPage(() => import('./SettingsPage'), 'SettingsPage');

export const routes: AppRoute[] = [{ path: '/settings', component: SettingsPage }];
