// The console's content screens (paths relative to /v2/admin), one per entry of the content menu.
// All nine share one chunk: they are one generic screen over different tables.
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const load = () => import('./ContentPages');

export const routes: AppRoute[] = [
  { path: '/content/banners', component: lazyPage(load, 'BannersPage') },
  { path: '/content/announcements', component: lazyPage(load, 'AnnouncementsPage') },
  { path: '/content/blogs', component: lazyPage(load, 'BlogsPage') },
  { path: '/content/blog-categories', component: lazyPage(load, 'BlogCategoriesPage') },
  { path: '/content/activities', component: lazyPage(load, 'ActivitiesPage') },
  { path: '/content/gifts', component: lazyPage(load, 'GiftsPage') },
  { path: '/content/faq', component: lazyPage(load, 'FaqPage') },
  { path: '/content/coefficients', component: lazyPage(load, 'CoefficientsPage') },
  { path: '/content/regulation', component: lazyPage(load, 'RegulationPage') },
];
