import { lazyPage, type AppRoute } from '../../lib/appRoute';

const RankListPage = lazyPage(() => import('./RankListPage'), 'RankListPage');
const RankDetailPage = lazyPage(() => import('./RankDetailPage'), 'RankDetailPage');

export const routes: AppRoute[] = [
  { path: '/rank', component: RankListPage },
  { path: '/rank/list', component: RankListPage },
  { path: '/rank/:id', component: RankDetailPage },
];
