import { lazyPage, type AppRoute } from '../../lib/appRoute';

const HomePage = lazyPage(() => import('./HomePage'), 'HomePage');

export const routes: AppRoute[] = [{ path: '/home', component: HomePage }];
