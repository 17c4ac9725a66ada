// The console's bugs screens (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const BugQueuePage = lazyPage(() => import('./BugQueuePage'), 'BugQueuePage');
const BugReviewPage = lazyPage(() => import('./BugReviewPage'), 'BugReviewPage');

export const routes: AppRoute[] = [
  { path: '/bugs', component: BugQueuePage },
  { path: '/bugs/:id', component: BugReviewPage },
];
