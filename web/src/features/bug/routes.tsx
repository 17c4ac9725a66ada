import { redirectTo } from '../../components/layout/LangRedirect';
import { userCentrePage } from '../../components/layout/UserCentre';
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const MyBugsPage = lazyPage(() => import('./MyBugsPage'), 'MyBugsPage');
const BugDetailPage = lazyPage(() => import('./BugDetailPage'), 'BugDetailPage');
const BugFormPage = lazyPage(() => import('./BugFormPage'), 'BugFormPage');

export const routes: AppRoute[] = [
  { path: '/user/bugs', component: userCentrePage(MyBugsPage) },
  { path: '/user/bug/:id', component: userCentrePage(BugDetailPage) },
  { path: '/loophole', component: redirectTo('/loophole/create') },
  { path: '/loophole/create', component: BugFormPage },
];
