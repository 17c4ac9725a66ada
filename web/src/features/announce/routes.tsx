import { lazyPage, type AppRoute } from '../../lib/appRoute';

const AnnounceListPage = lazyPage(() => import('./AnnounceListPage'), 'AnnounceListPage');
const AnnounceDetailPage = lazyPage(() => import('./AnnounceDetailPage'), 'AnnounceDetailPage');

export const routes: AppRoute[] = [
  { path: '/announce', component: AnnounceListPage },
  { path: '/announce/list', component: AnnounceListPage },
  { path: '/announce/:id', component: AnnounceDetailPage },
];
