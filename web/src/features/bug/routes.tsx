import { userCentrePage } from '../../components/UserCentre';
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const MyBugsPage = lazyPage(() => import('./MyBugsPage'), 'MyBugsPage');
const BugDetailPage = lazyPage(() => import('./BugDetailPage'), 'BugDetailPage');

export const routes: AppRoute[] = [
  { path: '/user/bugs', component: userCentrePage(MyBugsPage) },
  { path: '/user/bug/:id', component: userCentrePage(BugDetailPage) },
];
