import { userCentrePage } from '../../components/layout/UserCentre';
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const RewardListPage = lazyPage(() => import('./RewardListPage'), 'RewardListPage');
const ExchangePage = lazyPage(() => import('./ExchangePage'), 'ExchangePage');
const RedemptionRecordsPage = lazyPage(() => import('./RedemptionRecordsPage'), 'RedemptionRecordsPage');

export const routes: AppRoute[] = [
  { path: '/reward', component: RewardListPage },
  { path: '/reward/list', component: RewardListPage },
  { path: '/reward/:id', component: ExchangePage },
  { path: '/user/ex', component: userCentrePage(RedemptionRecordsPage) },
];
