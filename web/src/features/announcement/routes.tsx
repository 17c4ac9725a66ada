import { lazyPage, type AppRoute } from '../../lib/appRoute';

const AnnouncementListPage = lazyPage(() => import('./AnnouncementListPage'), 'AnnouncementListPage');
const AnnouncementDetailPage = lazyPage(() => import('./AnnouncementDetailPage'), 'AnnouncementDetailPage');

export const routes: AppRoute[] = [
  { path: '/announce', component: AnnouncementListPage },
  { path: '/announce/list', component: AnnouncementListPage },
  { path: '/announce/:id', component: AnnouncementDetailPage },
];
