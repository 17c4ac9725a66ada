// The console's real-name review screen (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const RealNameReviewPage = lazyPage(() => import('./RealNameReviewPage'), 'RealNameReviewPage');

export const routes: AppRoute[] = [{ path: '/realname', component: RealNameReviewPage }];
