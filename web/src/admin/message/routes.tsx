// The console's message board screens (paths relative to /v2/admin).
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const MessagesPage = lazyPage(() => import('./MessagesPage'), 'MessagesPage');
const MessageThreadPage = lazyPage(() => import('./MessageThreadPage'), 'MessageThreadPage');

export const routes: AppRoute[] = [
  { path: '/messages', component: MessagesPage },
  { path: '/messages/:id', component: MessageThreadPage },
];
