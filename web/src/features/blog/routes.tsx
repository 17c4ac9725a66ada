import { lazyPage, type AppRoute } from '../../lib/appRoute';

const BlogListPage = lazyPage(() => import('./BlogListPage'), 'BlogListPage');
const BlogDetailPage = lazyPage(() => import('./BlogDetailPage'), 'BlogDetailPage');

export const routes: AppRoute[] = [
  { path: '/blog', component: BlogListPage },
  { path: '/blog/list', component: BlogListPage },
  { path: '/blog/:id', component: BlogDetailPage },
];
