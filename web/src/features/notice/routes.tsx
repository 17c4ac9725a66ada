import { userCentrePage } from '../../components/layout/UserCentre';
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const MessageCentrePage = lazyPage(() => import('./MessageCentrePage'), 'MessageCentrePage');

export const routes: AppRoute[] = [{ path: '/user/msgs', component: userCentrePage(MessageCentrePage) }];
