import { lazyPage, type AppRoute } from '../../lib/appRoute';

const DisclosureListPage = lazyPage(() => import('./DisclosureListPage'), 'DisclosureListPage');
const DisclosurePage = lazyPage(() => import('./DisclosurePage'), 'DisclosurePage');

export const routes: AppRoute[] = [
  { path: '/disclosure', component: DisclosureListPage },
  { path: '/disclosure/:id', component: DisclosurePage },
];
