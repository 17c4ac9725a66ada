// The console's people screens (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const UsersPage = lazyPage(() => import('./users/UsersPage'), 'UsersPage');
const RealNameReviewPage = lazyPage(() => import('./realname/RealNameReviewPage'), 'RealNameReviewPage');
const TeamsPage = lazyPage(() => import('./teams/TeamsPage'), 'TeamsPage');
const TestReportsPage = lazyPage(() => import('./reports/TestReportsPage'), 'TestReportsPage');
const MessagesPage = lazyPage(() => import('./messages/MessagesPage'), 'MessagesPage');
const MessageThreadPage = lazyPage(() => import('./messages/MessageThreadPage'), 'MessageThreadPage');

export const routes: AppRoute[] = [
  { path: '/users', component: UsersPage },
  { path: '/realname', component: RealNameReviewPage },
  { path: '/teams', component: TeamsPage },
  { path: '/test-reports', component: TestReportsPage },
  { path: '/messages', component: MessagesPage },
  { path: '/messages/:id', component: MessageThreadPage },
];
