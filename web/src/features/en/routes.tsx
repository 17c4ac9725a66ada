import { lazyPage, type AppRoute } from '../../lib/appRoute';
import { SIGN_IN_HELP_PATH } from '../../lib/ui';

const EnLandingPage = lazyPage(() => import('./EnLandingPage'), 'EnLandingPage');
const SignInHelpPage = lazyPage(() => import('./SignInHelpPage'), 'SignInHelpPage');

export const routes: AppRoute[] = [
  { path: '/en', component: EnLandingPage },
  { path: SIGN_IN_HELP_PATH, component: SignInHelpPage },
];
