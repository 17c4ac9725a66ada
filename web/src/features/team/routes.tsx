import { redirectTo } from '../../components/layout/LangRedirect';
import { userCentrePage } from '../../components/layout/UserCentre';
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const TeamListPage = lazyPage(() => import('./TeamListPage'), 'TeamListPage');
const NoTeamPage = lazyPage(() => import('./NoTeamPage'), 'NoTeamPage');
const CreateTeamPage = lazyPage(() => import('./CreateTeamPage'), 'CreateTeamPage');
const JoinTeamPage = lazyPage(() => import('./JoinTeamPage'), 'JoinTeamPage');

export const routes: AppRoute[] = [
  { path: '/user/team', component: redirectTo('/user/team/list') },
  { path: '/user/team/list', component: userCentrePage(TeamListPage) },
  { path: '/user/team/q', component: userCentrePage(NoTeamPage) },
  { path: '/user/team/create', component: userCentrePage(CreateTeamPage) },
  { path: '/user/team/join', component: userCentrePage(JoinTeamPage) },
];
