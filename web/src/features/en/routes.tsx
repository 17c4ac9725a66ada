import { lazyPage, type AppRoute } from '../../lib/appRoute';

const EnLandingPage = lazyPage(() => import('./EnLandingPage'), 'EnLandingPage');

export const routes: AppRoute[] = [{ path: '/en', component: EnLandingPage }];
