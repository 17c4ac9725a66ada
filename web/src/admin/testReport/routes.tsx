// The console's test-report review screen (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const TestReportsPage = lazyPage(() => import('./TestReportsPage'), 'TestReportsPage');

export const routes: AppRoute[] = [{ path: '/test-reports', component: TestReportsPage }];
