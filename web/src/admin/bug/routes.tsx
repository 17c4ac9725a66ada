// The console's bugs screens (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const BugQueuePage = lazyPage(() => import('./queue/BugQueuePage'), 'BugQueuePage');
const BugReviewPage = lazyPage(() => import('./review/BugReviewPage'), 'BugReviewPage');
const CommonResponsesPage = lazyPage(() => import('./responses/CommonResponsesPage'), 'CommonResponsesPage');
const KnownIssuesPage = lazyPage(() => import('./knownIssues/KnownIssuesPage'), 'KnownIssuesPage');

export const routes: AppRoute[] = [
  { path: '/bugs', component: BugQueuePage },
  { path: '/bugs/:id', component: BugReviewPage },
  // Saved replies belong with the thread they are used in, so this area serves them too.
  { path: '/responses', component: CommonResponsesPage },
  // What researchers are hinted with while writing a report: kept beside the reports it spares.
  { path: '/known-issues', component: KnownIssuesPage },
];
