import { userCentrePage } from '../../components/layout/UserCentre';
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const FaqPage = lazyPage(() => import('./FaqPage'), 'FaqPage');
const BusinessCoefficientPage = lazyPage(() => import('./BusinessCoefficientPage'), 'BusinessCoefficientPage');

export const routes: AppRoute[] = [
  { path: '/user/qa', component: userCentrePage(FaqPage) },
  { path: '/user/businessCoefficient', component: userCentrePage(BusinessCoefficientPage) },
];
