import { redirectTo } from '../../components/layout/LangRedirect';
import { userCentrePage } from '../../components/layout/UserCentre';
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const UserHomePage = lazyPage(() => import('./UserHomePage'), 'UserHomePage');
const ProfilePage = lazyPage(() => import('./ProfilePage'), 'ProfilePage');
const CoinRecordsPage = lazyPage(() => import('./CoinRecordsPage'), 'CoinRecordsPage');
const RealNamePage = lazyPage(() => import('./RealNamePage'), 'RealNamePage');

export const routes: AppRoute[] = [
  { path: '/user', component: redirectTo('/user/home') },
  { path: '/user/home', component: userCentrePage(UserHomePage) },
  { path: '/user/infos', component: userCentrePage(ProfilePage) },
  { path: '/user/infos/realname', component: userCentrePage(RealNamePage) },
  { path: '/user/currency', component: userCentrePage(CoinRecordsPage) },
];
