import { userCentrePage } from '../../components/layout/UserCentre';
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const FaqPage = lazyPage(() => import('./FaqPage'), 'FaqPage');
const PublicFaqPage = lazyPage(() => import('./PublicFaqPage'), 'PublicFaqPage');
const BusinessCoefficientPage = lazyPage(() => import('./BusinessCoefficientPage'), 'BusinessCoefficientPage');

export const routes: AppRoute[] = [
  { path: '/qa', component: PublicFaqPage },
  { path: '/user/qa', component: userCentrePage(FaqPage) },
  { path: '/user/businessCoefficient', component: userCentrePage(BusinessCoefficientPage) },
];
