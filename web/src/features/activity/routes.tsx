import { redirectTo } from '../../components/layout/LangRedirect';
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const ActivityListPage = lazyPage(() => import('./ActivityListPage'), 'ActivityListPage');
const ActivityDetailPage = lazyPage(() => import('./ActivityDetailPage'), 'ActivityDetailPage');

export const routes: AppRoute[] = [
  { path: '/activity', component: redirectTo('/activity/list') },
  { path: '/activity/list', component: ActivityListPage },
  { path: '/activity/:id', component: ActivityDetailPage },
];
