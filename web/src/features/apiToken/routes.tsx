import { userCentrePage } from '../../components/layout/UserCentre';
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const ApiTokensPage = lazyPage(() => import('./ApiTokensPage'), 'ApiTokensPage');

export const routes: AppRoute[] = [{ path: '/user/api-tokens', component: userCentrePage(ApiTokensPage) }];
