import { userCentrePage } from '../../components/layout/UserCentre';
import { lazyPage, type AppRoute } from '../../lib/appRoute';

const AddressListPage = lazyPage(() => import('./AddressListPage'), 'AddressListPage');
const AddressFormPage = lazyPage(() => import('./AddressFormPage'), 'AddressFormPage');

export const routes: AppRoute[] = [
  { path: '/user/addr', component: userCentrePage(AddressListPage) },
  { path: '/user/add-addr', component: userCentrePage(AddressFormPage) },
];
