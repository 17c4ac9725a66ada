// The console's team review screen (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const TeamsPage = lazyPage(() => import('./TeamsPage'), 'TeamsPage');

export const routes: AppRoute[] = [{ path: '/teams', component: TeamsPage }];
