import { userCentrePage } from '../../components/layout/UserCentre';
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const TestReportPage = lazyPage(() => import('./TestReportPage'), 'TestReportPage');
const MyTestReportsPage = lazyPage(() => import('./MyTestReportsPage'), 'MyTestReportsPage');

export const routes: AppRoute[] = [
  { path: '/loophole/testReporting', component: TestReportPage },
  { path: '/user/reportingInfo', component: userCentrePage(MyTestReportsPage) },
];
