import { redirectTo } from '../../components/layout/LangRedirect';
import { userCentrePage } from '../../components/layout/UserCentre';
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const CreateMessagePage = lazyPage(() => import('./CreateMessagePage'), 'CreateMessagePage');
const MyMessagesPage = lazyPage(() => import('./MyMessagesPage'), 'MyMessagesPage');
const MessageDetailPage = lazyPage(() => import('./MessageDetailPage'), 'MessageDetailPage');

export const routes: AppRoute[] = [
  { path: '/message', component: redirectTo('/message/create') },
  { path: '/message/create', component: CreateMessagePage },
  { path: '/user/messages', component: userCentrePage(MyMessagesPage) },
  { path: '/user/messages/:id', component: userCentrePage(MessageDetailPage) },
];
